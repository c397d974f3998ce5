export interface NewPatientNote {
  /** @minLength 1 @maxLength 10000 */
  noteText: string;
  pinNote?: boolean;
}

export interface PatientNotePin {
  pinNote: boolean;
}

/** Why the note is deleted: a reason from /patient-note-deleted-reasons (some need `reasonOther`). */
export interface PatientNoteDeletion {
  /** @isInt */
  reasonId: number;
  /** @maxLength 500 */
  reasonOther?: string;
}

export interface PatientNoteView {
  noteId: string;
  patientId: string;
  noteText: string;
  pinNote: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface PatientNotes {
  /** Pinned first, then newest first; deleted notes are not listed (they stay in the audit trail). */
  notes: PatientNoteView[];
}

import { Schema, model } from 'mongoose';

/**
 * What is added to a case note without changing it: addenda (append-only corrections, each with
 * its own author and time) and the part the psychologist shares with the client (one per note,
 * `_id` = the note id; replaced when re-shared, removed when unshared).
 */
export interface CaseNoteAddendumRecord {
  _id: string;
  noteId: string;
  sessionId: string;
  patientId: string;
  authorId: string;
  text: string;
  createdAt: Date;
}

export interface CaseNoteShareRecord {
  /** The note id. */
  _id: string;
  sessionId: string;
  patientId: string;
  psychologistId: string;
  sharedText: string;
  sharedAt: Date;
}

const addendumSchema = new Schema<CaseNoteAddendumRecord>(
  {
    _id: { type: String, required: true },
    noteId: { type: String, required: true },
    sessionId: { type: String, required: true },
    patientId: { type: String, required: true },
    authorId: { type: String, required: true },
    text: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'case_note_addenda', versionKey: false },
);
addendumSchema.index({ sessionId: 1 });

const shareSchema = new Schema<CaseNoteShareRecord>(
  {
    _id: { type: String, required: true },
    sessionId: { type: String, required: true },
    patientId: { type: String, required: true },
    psychologistId: { type: String, required: true },
    sharedText: { type: String, required: true },
    sharedAt: { type: Date, required: true },
  },
  { collection: 'case_note_shares', versionKey: false },
);
shareSchema.index({ sessionId: 1 });
shareSchema.index({ patientId: 1 });

export const CaseNoteAddendumModel = model<CaseNoteAddendumRecord>('CaseNoteAddendum', addendumSchema);
export const CaseNoteShareModel = model<CaseNoteShareRecord>('CaseNoteShare', shareSchema);

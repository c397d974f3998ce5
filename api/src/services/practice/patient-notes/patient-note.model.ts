import { Schema, model } from 'mongoose';

/**
 * A psychologist's free-text note about a patient (spec §3 "Patient note": noteText, pinNote,
 * delete reason). Soft-deleted with a reason from /patient-note-deleted-reasons: the record stays
 * (clinical records are kept at least 7 years), only the lists hide it.
 */
export interface PatientNoteRecord {
  _id: string;
  patientId: string;
  psychologistId: string;
  noteText: string;
  pinned: boolean;
  createdAt: Date;
  updatedAt: Date;
  deleted?: { reasonId: number; reasonOther?: string; at: Date };
}

const patientNoteSchema = new Schema<PatientNoteRecord>(
  {
    _id: { type: String, required: true },
    patientId: { type: String, required: true },
    psychologistId: { type: String, required: true },
    noteText: { type: String, required: true },
    pinned: { type: Boolean, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    deleted: { type: Schema.Types.Mixed },
  },
  { collection: 'patient_notes', versionKey: false },
);
patientNoteSchema.index({ patientId: 1 });

export const PatientNoteModel = model<PatientNoteRecord>('PatientNote', patientNoteSchema);

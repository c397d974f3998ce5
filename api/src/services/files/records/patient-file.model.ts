import { Schema, model } from 'mongoose';
import type { AccountUserType } from '../../identity';

/**
 * A file about a patient (spec §3 "Patient file kinds"): a psychologist's private file, or a GP
 * referral, 7th-session GP referral or mental health care plan uploaded by the client, the GP or
 * the psychologist. The bytes live in the file store (GridFS by default) under `storageKey`;
 * this record says whose it is and who may read it. Private files are deleted by marking
 * `isDeleted` (spec §4) and are only ever visible to the psychologist who owns them.
 */
export type PatientFileKind = 'Private' | 'GPReferral' | 'SeventhSessionGPReferral' | 'MentalHealthCarePlan';

export interface PatientFileRecord {
  _id: string;
  patientId: string;
  kind: PatientFileKind;
  /** Set for private files: the one psychologist who may see it. */
  psychologistId?: string;
  uploadedBy: string;
  uploadedByType: AccountUserType;
  fileName: string;
  /** Sniffed from the content, never taken from the upload's name or header. */
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  createdAt: Date;
  isDeleted?: boolean;
  deletedAt?: Date;
}

const patientFileSchema = new Schema<PatientFileRecord>(
  {
    _id: { type: String, required: true },
    patientId: { type: String, required: true },
    kind: { type: String, required: true },
    psychologistId: { type: String },
    uploadedBy: { type: String, required: true },
    uploadedByType: { type: String, required: true },
    fileName: { type: String, required: true },
    contentType: { type: String, required: true },
    sizeBytes: { type: Number, required: true },
    storageKey: { type: String, required: true },
    createdAt: { type: Date, required: true },
    isDeleted: { type: Boolean },
    deletedAt: { type: Date },
  },
  { collection: 'patient_files', versionKey: false },
);
patientFileSchema.index({ patientId: 1 });

export const PatientFileModel = model<PatientFileRecord>('PatientFile', patientFileSchema);

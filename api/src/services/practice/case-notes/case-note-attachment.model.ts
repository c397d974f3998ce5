import { Schema, model } from 'mongoose';

/** A file attached to a session's case notes (PDF, JPEG or PNG, sniffed); deleted by marking `isDeleted`. */
export interface CaseNoteAttachmentRecord {
  _id: string;
  sessionId: string;
  patientId: string;
  psychologistId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  createdAt: Date;
  isDeleted?: boolean;
  deletedAt?: Date;
}

const attachmentSchema = new Schema<CaseNoteAttachmentRecord>(
  {
    _id: { type: String, required: true },
    sessionId: { type: String, required: true },
    patientId: { type: String, required: true },
    psychologistId: { type: String, required: true },
    fileName: { type: String, required: true },
    contentType: { type: String, required: true },
    sizeBytes: { type: Number, required: true },
    storageKey: { type: String, required: true },
    createdAt: { type: Date, required: true },
    isDeleted: { type: Boolean },
    deletedAt: { type: Date },
  },
  { collection: 'case_note_attachments', versionKey: false },
);
attachmentSchema.index({ sessionId: 1 });

export const CaseNoteAttachmentModel = model<CaseNoteAttachmentRecord>('CaseNoteAttachment', attachmentSchema);

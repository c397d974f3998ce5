import { Schema, model } from 'mongoose';
import type { CaseNoteSection, CaseNoteTemplateId } from './templates';

/**
 * A saved case note for one session (spec §3 "Case note"). Drafts live apart (`case-note-draft.model.ts`)
 * so "one draft per session per psychologist" is a unique `_id`. Once `status` is 'locked' the
 * document is never written again; addenda and the part shared with the client are records of their own.
 */
export interface CaseNoteRecord {
  _id: string;
  sessionId: string;
  patientId: string;
  psychologistId: string;
  templateId: CaseNoteTemplateId;
  sections: CaseNoteSection[];
  status: 'saved' | 'locked';
  createdAt: Date;
  updatedAt: Date;
  lockedAt?: Date;
}

const sectionSchema = new Schema<CaseNoteSection>({ key: { type: String, required: true }, text: { type: String, default: '' } }, { _id: false });

const caseNoteSchema = new Schema<CaseNoteRecord>(
  {
    _id: { type: String, required: true },
    sessionId: { type: String, required: true },
    patientId: { type: String, required: true },
    psychologistId: { type: String, required: true },
    templateId: { type: String, required: true },
    sections: { type: [sectionSchema], required: true },
    status: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    lockedAt: { type: Date },
  },
  { collection: 'case_notes', versionKey: false },
);
// Read per session, per patient (patient view) and per psychologist (their case-notes page).
caseNoteSchema.index({ sessionId: 1 });
caseNoteSchema.index({ patientId: 1 });
caseNoteSchema.index({ psychologistId: 1 });

export const CaseNoteModel = model<CaseNoteRecord>('CaseNote', caseNoteSchema);

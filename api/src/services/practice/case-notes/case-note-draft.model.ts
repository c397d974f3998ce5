import { Schema, model } from 'mongoose';
import type { CaseNoteSection, CaseNoteTemplateId } from './templates';

/**
 * The autosaved draft of a session's case note. `_id` is `{sessionId}|{psychologistId}`: the
 * insert against it is what makes "only one draft per session per psychologist" hold on FerretDB
 * (no transactions; see stack-notes). Saving turns it into a `CaseNoteRecord` and removes it.
 */
export interface CaseNoteDraftRecord {
  _id: string;
  sessionId: string;
  patientId: string;
  psychologistId: string;
  templateId: CaseNoteTemplateId;
  sections: CaseNoteSection[];
  createdAt: Date;
  updatedAt: Date;
}

export const draftIdOf = (sessionId: string, psychologistId: string) => `${sessionId}|${psychologistId}`;

const caseNoteDraftSchema = new Schema<CaseNoteDraftRecord>(
  {
    _id: { type: String, required: true },
    sessionId: { type: String, required: true },
    patientId: { type: String, required: true },
    psychologistId: { type: String, required: true },
    templateId: { type: String, required: true },
    sections: { type: [new Schema({ key: { type: String, required: true }, text: { type: String, default: '' } }, { _id: false })], required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'case_note_drafts', versionKey: false },
);
caseNoteDraftSchema.index({ psychologistId: 1 });

export const CaseNoteDraftModel = model<CaseNoteDraftRecord>('CaseNoteDraft', caseNoteDraftSchema);

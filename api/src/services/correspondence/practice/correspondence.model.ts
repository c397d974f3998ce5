import { Schema, model } from 'mongoose';

/** A psychologist's own correspondence template (the defaults live in code: `default-templates.ts`). */
export interface CorrespondenceTemplateRecord {
  _id: string;
  psychologistId: string;
  name: string;
  templateBody: string;
  createdAt: Date;
}

const templateSchema = new Schema<CorrespondenceTemplateRecord>(
  {
    _id: { type: String, required: true },
    psychologistId: { type: String, required: true },
    name: { type: String, required: true },
    templateBody: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'correspondence_templates', versionKey: false },
);
templateSchema.index({ psychologistId: 1 });
export const CorrespondenceTemplateModel = model<CorrespondenceTemplateRecord>('CorrespondenceTemplate', templateSchema);

/**
 * A letter from a psychologist to a patient's GP, as sent (never edited afterwards). `gpId` is
 * set when the GP has a Harbour account: the letter then appears in their area.
 */
export interface GpLetterRecord {
  _id: string;
  kind: 'letter' | 'referral-request';
  psychologistId: string;
  patientId: string;
  sessionId?: string;
  gpId?: string;
  gpName: string;
  gpEmail: string;
  gpPracticeName?: string;
  correspondenceTemplateId?: string;
  subject: string;
  body: string;
  sentAt: Date;
}

const letterSchema = new Schema<GpLetterRecord>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    psychologistId: { type: String, required: true },
    patientId: { type: String, required: true },
    sessionId: { type: String },
    gpId: { type: String },
    gpName: { type: String, required: true },
    gpEmail: { type: String, required: true },
    gpPracticeName: { type: String },
    correspondenceTemplateId: { type: String },
    subject: { type: String, required: true },
    body: { type: String, required: true },
    sentAt: { type: Date, required: true },
  },
  { collection: 'gp_letters', versionKey: false },
);
letterSchema.index({ psychologistId: 1 });
letterSchema.index({ gpId: 1 });
// A GP's referrals list also finds requests sent to their email before they joined Harbour.
letterSchema.index({ gpEmail: 1 });
export const GpLetterModel = model<GpLetterRecord>('GpLetter', letterSchema);

import { Schema, model } from 'mongoose';
import type { ContactTopic, OrganisationType } from './enquiry.types';

export type EnquiryKind = 'contact' | 'partner';

/** One enquiry as received: what support or partnerships answer from. No address (IP) is kept. */
export interface EnquiryRecord {
  _id: string;
  kind: EnquiryKind;
  reference: string;
  name: string;
  email: string;
  message: string;
  topic?: ContactTopic;
  organisation?: string;
  organisationType?: OrganisationType;
  role?: string;
  phone?: string;
  /** The email to the team, in the outbox. */
  outboxMessageId?: string;
  createdAt: Date;
}

const enquirySchema = new Schema<EnquiryRecord>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true, enum: ['contact', 'partner'] },
    reference: { type: String, required: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    message: { type: String, required: true },
    topic: { type: String },
    organisation: { type: String },
    organisationType: { type: String },
    role: { type: String },
    phone: { type: String },
    outboxMessageId: { type: String },
    createdAt: { type: Date, required: true },
  },
  { collection: 'enquiries', versionKey: false },
);
enquirySchema.index({ reference: 1 }, { unique: true });
enquirySchema.index({ email: 1 });

export const EnquiryModel = model<EnquiryRecord>('Enquiry', enquirySchema);

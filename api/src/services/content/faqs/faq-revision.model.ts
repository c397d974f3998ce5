import { Schema, model } from 'mongoose';

/**
 * One claimed version of an FAQ: `_id` is "slug@version". FerretDB updates are read-then-write,
 * so two saves from the same version could both pass a version filter; inserting the next
 * version's id first lets the unique `_id` decide which one wins (as content_revisions does).
 */
export interface FaqRevisionRecord {
  _id: string;
  faqId: string;
  version: number;
  savedBy: string;
  savedAt: Date;
}

const faqRevisionSchema = new Schema<FaqRevisionRecord>(
  {
    _id: { type: String, required: true },
    faqId: { type: String, required: true },
    version: { type: Number, required: true },
    savedBy: { type: String, required: true },
    savedAt: { type: Date, required: true },
  },
  { collection: 'faq_revisions', versionKey: false },
);

export const FaqRevisionModel = model<FaqRevisionRecord>('FaqRevision', faqRevisionSchema);

import { Schema, model } from 'mongoose';
import type { FaqCategoryId, FaqLink } from './faq.types';

/** One FAQ, seeded from faq-data.ts or created in the console (`_id` is its slug). */
export interface FaqRecord {
  _id: string;
  category: FaqCategoryId;
  question: string;
  answer: string;
  keywords: string[];
  links: FaqLink[];
  /** Its place in the hub (the data file's order; a console-created one goes last). */
  order: number;
  /** false: taken down in the console, so the hub leaves it out. Absent: published. */
  published?: boolean;
  /** Raised by every console change: a save against an older version is refused (409). */
  version?: number;
  /** Set by the console's first change: from then on the seed leaves this FAQ alone. */
  editedAt?: Date;
  /** The account id of the administrator who made the last console change. */
  editedBy?: string;
}

const faqSchema = new Schema<FaqRecord>(
  {
    _id: { type: String, required: true },
    category: { type: String, required: true },
    question: { type: String, required: true },
    answer: { type: String, required: true },
    keywords: { type: [String], default: [] },
    links: { type: [{ _id: false, label: String, href: String }], default: [] },
    order: { type: Number, required: true },
    published: { type: Boolean },
    version: { type: Number },
    editedAt: { type: Date },
    editedBy: { type: String },
  },
  { collection: 'faqs', versionKey: false },
);

export const FaqModel = model<FaqRecord>('Faq', faqSchema);

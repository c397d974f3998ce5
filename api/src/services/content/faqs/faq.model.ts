import { Schema, model } from 'mongoose';
import type { FaqCategoryId, FaqLink } from './faq.types';

/** One FAQ, seeded from faq-data.ts (`_id` is its slug). */
export interface FaqRecord {
  _id: string;
  category: FaqCategoryId;
  question: string;
  answer: string;
  keywords: string[];
  links: FaqLink[];
  /** Its place in the hub (the data file's order). */
  order: number;
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
  },
  { collection: 'faqs', versionKey: false },
);

export const FaqModel = model<FaqRecord>('Faq', faqSchema);

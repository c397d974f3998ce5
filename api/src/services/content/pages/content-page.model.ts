import { Schema, model } from 'mongoose';
import type { ArticleSection, ContentKind } from './content.types';

/**
 * One content page, article or author, seeded from a Markdown file under api/content
 * (seed-content.ts). `_id` is the site path, so a path has exactly one page.
 */
export interface ContentPageRecord {
  _id: string;
  kind: ContentKind;
  title: string;
  description: string;
  /** Rendered from the Markdown body and sanitised at seed time. */
  html: string;
  section?: ArticleSection;
  /**
   * Articles: which page of their section's list (newest first) they are on. Stored, not
   * computed by sort + limit, because FerretDB sorts in Go after reading every match
   * (docs/database.md); the seed renumbers a section whenever its files change.
   */
  listPage?: number;
  parent?: string;
  /** Articles: the author's URL name. */
  author?: string;
  /** Authors: their role, e.g. "Clinical psychologist". */
  role?: string;
  publishedOn?: string;
  updatedOn?: string;
  heroImageAlt?: string;
  /** Order among the children of one parent (smaller first). */
  order: number;
  /** The Markdown file it came from, relative to api/content. */
  sourceFile: string;
}

const contentPageSchema = new Schema<ContentPageRecord>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    html: { type: String, required: true },
    section: { type: String },
    listPage: { type: Number },
    parent: { type: String },
    author: { type: String },
    role: { type: String },
    publishedOn: { type: String },
    updatedOn: { type: String },
    heroImageAlt: { type: String },
    order: { type: Number, required: true },
    sourceFile: { type: String, required: true },
  },
  { collection: 'content_pages', versionKey: false },
);
contentPageSchema.index({ section: 1, listPage: 1 });
contentPageSchema.index({ parent: 1 });
contentPageSchema.index({ author: 1 });

export const ContentPageModel = model<ContentPageRecord>('ContentPage', contentPageSchema);

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
  /** The Markdown source of `html`, for the console's editor. */
  markdown?: string;
  /** false: unpublished in the console, so the public site answers "not found". Absent: published. */
  published?: boolean;
  /** An edit saved in the console and not yet published; the public site never shows it. */
  draft?: ContentDraft;
  /** Raised by every console change: a save against an older version is refused (409). */
  version?: number;
  /** Set by the console's changes; a page with it is the console's from then on, and the seed leaves it alone. */
  editedAt?: Date;
  editedBy?: string;
}

export interface ContentDraft {
  title: string;
  description: string;
  markdown: string;
  savedAt: Date;
  savedBy: string;
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
    markdown: { type: String },
    published: { type: Boolean },
    draft: { type: Schema.Types.Mixed },
    version: { type: Number },
    editedAt: { type: Date },
    editedBy: { type: String },
  },
  { collection: 'content_pages', versionKey: false },
);
contentPageSchema.index({ section: 1, listPage: 1 });
contentPageSchema.index({ parent: 1 });
contentPageSchema.index({ author: 1 });

export const ContentPageModel = model<ContentPageRecord>('ContentPage', contentPageSchema);

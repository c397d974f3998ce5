import type { ContentKind } from '../pages/content.types';

/** published: the public site shows it; unpublished: the public site answers "not found". */
export type ContentState = 'published' | 'unpublished';

/** One page, article or author in the console's list. */
export interface EditableContentSummary {
  path: string;
  kind: ContentKind;
  title: string;
  state: ContentState;
  /** An edit is saved and not yet published. */
  hasDraft: boolean;
  /** ISO time of the last console change; absent for a page never changed in the console. */
  updatedAt?: string;
  /** The account id of the administrator who made it. */
  updatedBy?: string;
  version: number;
}

export interface EditableContentList {
  items: EditableContentSummary[];
}

/** One page for the editor: the saved draft if there is one, else what is published. */
export interface EditableContent extends EditableContentSummary {
  description: string;
  markdown: string;
  /** The published text (a draft, when there is one, is in title/description/markdown). */
  publishedTitle: string;
}

export interface ContentDraftRequest {
  /** The version the editor read: a stale one is refused (409) so no one overwrites another's edit. */
  version: number;
  /** @minLength 1 @maxLength 200 */
  title: string;
  /** @minLength 1 @maxLength 500 */
  description: string;
  /** @maxLength 100000 */
  markdown: string;
}

export interface ContentVersionRequest {
  version: number;
}

export interface ContentPreviewRequest {
  /** @maxLength 100000 */
  markdown: string;
}

/** The Markdown rendered and sanitised by the public site's own renderer. */
export interface ContentPreview {
  html: string;
}

export interface NewRedirectRequest {
  /** A site path, e.g. /old-page */
  path: string;
  /** A site path on Harbour, e.g. /about */
  target: string;
}

export interface RedirectRow {
  path: string;
  target: string;
  permanent: boolean;
}

export interface RedirectList {
  items: RedirectRow[];
}

import type { FaqCategoryId, FaqLink } from './faq.types';

/** published: the support hub shows it; unpublished: the hub leaves it out. */
export type FaqState = 'published' | 'unpublished';

/** One FAQ in the console's list. */
export interface EditableFaqSummary {
  /** Its slug: the hub's anchor is `#faq-<id>`. */
  id: string;
  category: FaqCategoryId;
  question: string;
  state: FaqState;
  /** ISO time of the last console change; absent for an FAQ never changed in the console. */
  updatedAt?: string;
  /** The account id of the administrator who made it. */
  updatedBy?: string;
  version: number;
}

export interface FaqCategoryName {
  id: FaqCategoryId;
  name: string;
}

/** Every FAQ in the hub's order, and the categories an FAQ may be in (in the hub's order). */
export interface EditableFaqList {
  items: EditableFaqSummary[];
  categories: FaqCategoryName[];
}

/** One FAQ for the editor. */
export interface EditableFaq extends EditableFaqSummary {
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
  /** Words people use that the question and answer may not (searched, never shown). */
  keywords: string[];
  links: FaqLink[];
}

/** What the editor sends: the whole FAQ as it should read (limits in faq-edit-rules.ts). */
export interface FaqContentRequest {
  question: string;
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
  category: FaqCategoryId;
  keywords: string[];
  /** Site paths only, e.g. /contact. */
  links: FaqLink[];
}

export interface FaqSaveRequest extends FaqContentRequest {
  /** The version the editor read: a stale one is refused (409) so no one overwrites another's edit. */
  version: number;
}

export interface FaqVersionRequest {
  version: number;
}

export interface FaqMoveRequest {
  /** The version the editor read. */
  version: number;
  /** Before (up) or after (down) the next FAQ of its category on the hub. */
  direction: 'up' | 'down';
}

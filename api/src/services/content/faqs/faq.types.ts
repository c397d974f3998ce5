export type FaqCategoryId = 'booking' | 'payments-medicare' | 'sessions-video' | 'account-sign-in' | 'privacy' | 'for-psychologists' | 'for-gps';

export interface FaqLink {
  label: string;
  /** A site path, e.g. /contact. */
  href: string;
}

/** One question and its answer on the support hub. */
export interface Faq {
  /** Its anchor on /support-hub is `#faq-<id>`. */
  id: string;
  category: FaqCategoryId;
  question: string;
  /** Plain text; paragraphs separated by a blank line. */
  answer: string;
  links: FaqLink[];
}

export interface FaqCategory {
  id: FaqCategoryId;
  name: string;
  /** How many of the answered FAQs are in it. */
  count: number;
}

/** FAQs, best match first when searched (in the hub's order otherwise). */
export interface FaqList {
  faqs: Faq[];
  /** Every category with its count among these results (0 included, so filters stay put). */
  categories: FaqCategory[];
}

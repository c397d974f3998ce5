import type { EditableFaq, FaqLink } from '@harbour/sdk/content-admin';

/** The console's list of FAQs and the editor's addresses. */
export const FAQ_LIST = '/admin/content/faqs';
export const NEW_FAQ = '/admin/content/faqs/new';
export const faqEditorLink = (id: string) => `/admin/content/faqs/edit?id=${encodeURIComponent(id)}`;

export const faqStateWords = (faq: Pick<EditableFaq, 'state'>) => (faq.state === 'unpublished' ? 'Unpublished' : 'Published');

/** "rebate, mental health plan" → ['rebate', 'mental health plan']; the API tidies case and repeats. */
export const keywordsOf = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** A site path the preview may link to; anything else is shown as text, never as a link. */
export const isSitePath = (href: string) => /^\/(?![/\\])/.test(href.trim());

/** The form's fields; links are rows of label and path. */
export interface FaqDraft {
  question: string;
  category: string;
  answer: string;
  keywords: string;
  links: FaqLink[];
}

export const EMPTY_FAQ: FaqDraft = { question: '', category: '', answer: '', keywords: '', links: [] };

export const draftOf = (faq: EditableFaq): FaqDraft => ({ question: faq.question, category: faq.category, answer: faq.answer, keywords: faq.keywords.join(', '), links: faq.links.map((link) => ({ ...link })) });

/** The API's field names for one link row (as tsoa and the API's own checks name them). */
export const linkField = (row: number, part: 'label' | 'href') => `links.$${row}.${part}`;

import { normaliseContentPath } from '../pages/content-pages';
import { FAQ_CATEGORIES } from './faq-data';
import type { FaqCategoryId, FaqLink } from './faq.types';
import type { FaqContentRequest } from './faq-editing.types';

export const QUESTION_MAX = 200;
export const ANSWER_MAX = 5000;
export const KEYWORDS_MAX = 20;
export const KEYWORD_MAX = 60;
export const LINKS_MAX = 6;
export const LABEL_MAX = 80;
const SLUG_MAX = 60;

/** A stale version is why a save is refused: someone else changed the FAQ since it was read. */
export const STALE_FAQ_VERSION = 'Someone else changed this FAQ since you opened it. Copy your text, reload the page, and apply your change again.';

/** An FAQ's fields as stored, once every rule has passed. */
export interface FaqContent {
  question: string;
  answer: string;
  category: FaqCategoryId;
  keywords: string[];
  links: FaqLink[];
}

export type FaqContentCheck = { ok: true; content: FaqContent } | { ok: false; field: string; message: string };

const fail = (field: string, message: string): FaqContentCheck => ({ ok: false, field, message });

/**
 * Checks and tidies what the editor sent, first problem first: text trimmed, line endings made
 * `\n` (the hub splits paragraphs on blank lines), keywords without blanks or repeats, links
 * as site paths (the rules content editing uses for redirects). Pure: a table test covers it.
 * Link fields are named like tsoa names them (`links.$0.href`), so the console maps both alike.
 */
export function checkFaqContent(request: Partial<FaqContentRequest>): FaqContentCheck {
  const question = typeof request.question === 'string' ? request.question.trim().replace(/\s+/g, ' ') : '';
  if (!question) return fail('question', 'is required');
  if (question.length > QUESTION_MAX) return fail('question', `must be at most ${QUESTION_MAX} characters`);
  const answer = typeof request.answer === 'string' ? request.answer.replace(/\r\n?/g, '\n').trim() : '';
  if (!answer) return fail('answer', 'is required');
  if (answer.length > ANSWER_MAX) return fail('answer', `must be at most ${ANSWER_MAX} characters`);
  const category = FAQ_CATEGORIES.find(({ id }) => id === request.category)?.id;
  if (!category) return fail('category', `must be one of ${FAQ_CATEGORIES.map(({ id }) => id).join(', ')}`);

  const keywords = [...new Set((request.keywords ?? []).map((word) => String(word).trim().toLowerCase()).filter(Boolean))];
  if (keywords.length > KEYWORDS_MAX) return fail('keywords', `must be at most ${KEYWORDS_MAX} words or phrases`);
  const long = keywords.find((word) => word.length > KEYWORD_MAX);
  if (long) return fail('keywords', `"${long.slice(0, 20)}…" is over ${KEYWORD_MAX} characters`);

  const rows = request.links ?? [];
  if (rows.length > LINKS_MAX) return fail('links', `must be at most ${LINKS_MAX} links`);
  const links: FaqLink[] = [];
  for (const [n, row] of rows.entries()) {
    const label = typeof row?.label === 'string' ? row.label.trim() : '';
    if (!label) return fail(`links.$${n}.label`, 'is required');
    if (label.length > LABEL_MAX) return fail(`links.$${n}.label`, `must be at most ${LABEL_MAX} characters`);
    const href = typeof row?.href === 'string' ? normaliseContentPath(row.href) : undefined;
    if (!href) return fail(`links.$${n}.href`, "must be a site path on Harbour starting with '/', e.g. /contact");
    // The hub keys the answer's links by path: one path once.
    if (links.some((link) => link.href === href)) return fail(`links.$${n}.href`, `${href} is already linked`);
    links.push({ label, href });
  }
  return { ok: true, content: { question, answer, category, keywords, links } };
}

/**
 * A new FAQ's slug from its question ("Can I pay with Medicare?" → "can-i-pay-with-medicare"):
 * ASCII letters and digits, cut at a word near 60 characters. Undefined when nothing is left.
 */
export function faqSlugOf(question: string): string | undefined {
  const words = question
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, SLUG_MAX) || undefined;
}

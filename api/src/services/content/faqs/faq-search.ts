/** What ranking needs of an FAQ. */
export interface Searchable {
  question: string;
  answer: string;
  keywords: readonly string[];
}

const STOP_WORDS = new Set(
  'a an and are am as at be by can do does for from how i if in is it me my of on or so that the this to was what when where which who why will with you your i’m im'.split(' '),
);

/** Words of a text, lower case, without punctuation (apostrophes kept inside words). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9’']+/)
    .map((word) => word.replace(/^['’]+|['’]+$/g, ''))
    .filter(Boolean);
}

/** The query's search terms: its words minus the filler ("how do I…"), deduplicated. */
export function queryTerms(query: string): string[] {
  return [...new Set(words(query).filter((word) => !STOP_WORDS.has(word)))];
}

/** A term matches a word that equals it or, for terms of 3+ letters, starts with it ("pass" → "password"). */
const matchesWord = (term: string, word: string) => word === term || (term.length >= 3 && word.startsWith(term));
const hits = (term: string, textWords: readonly string[]) => textWords.some((word) => matchesWord(term, word));

export const WEIGHTS = { question: 3, keyword: 2, answer: 1, phraseInQuestion: 4, allTerms: 2 } as const;

/**
 * How well an FAQ answers a query; 0 = not at all. Each term scores where it is found (question
 * above keywords above answer); the whole query as a phrase in the question, and every term found
 * somewhere, add more, so "forgot password" puts the password question above answers that merely
 * mention a password.
 */
export function faqScore(faq: Searchable, query: string): number {
  const terms = queryTerms(query);
  if (!terms.length) return 0;
  const question = words(faq.question);
  const keywords = faq.keywords.flatMap(words);
  const answer = words(faq.answer);
  let score = 0;
  let found = 0;
  for (const term of terms) {
    const termScore = (hits(term, question) ? WEIGHTS.question : 0) + (hits(term, keywords) ? WEIGHTS.keyword : 0) + (hits(term, answer) ? WEIGHTS.answer : 0);
    if (termScore) found++;
    score += termScore;
  }
  if (!found) return 0;
  const phrase = terms.join(' ');
  if (terms.length > 1 && question.join(' ').includes(phrase)) score += WEIGHTS.phraseInQuestion;
  if (found === terms.length) score += WEIGHTS.allTerms * terms.length;
  return score;
}

/** The FAQs that match, best first; ties keep the given order. A blank query keeps them all. */
export function rankFaqs<T extends Searchable>(faqs: readonly T[], query: string | undefined): T[] {
  if (!query?.trim() || !queryTerms(query).length) return [...faqs];
  return faqs
    .map((faq, index) => ({ faq, index, score: faqScore(faq, query) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ faq }) => faq);
}

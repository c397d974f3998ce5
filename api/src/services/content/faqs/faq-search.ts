import MiniSearch, { type SearchResult } from 'minisearch';

/** What ranking needs of an FAQ. */
export interface Searchable {
  question: string;
  answer: string;
  keywords: readonly string[];
}

const STOP_WORDS = new Set(
  'a an and are am as at be by can do does for from how i if in is it me my of on or so that the this to was what when where which who why will with you your i’m im not no get got'.split(' '),
);

/** Words of a text, lower case, without accents or punctuation (apostrophes kept inside words). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9’']+/)
    .map((word) => word.replace(/^['’]+|['’]+$/g, ''))
    .filter(Boolean);
}

/**
 * A light English stem, the same for the FAQs and the query, so "sessions" finds "session" and
 * "recorded" finds "record" (prefix matching already covers "cancel" → "cancellation").
 */
export function stem(word: string): string {
  if (word.length >= 6 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length >= 6 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length >= 4 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The query's search terms: its words minus the filler ("how do I…"), stemmed, deduplicated. */
export function queryTerms(query: string): string[] {
  return [...new Set(words(query).filter((word) => !STOP_WORDS.has(word)).map(stem))];
}

/** Where a word counts most: the question, then the FAQ's search keywords, then the answer. */
export const BOOST = { question: 3, keywords: 2, answer: 1 } as const;

/**
 * When no FAQ has every word of the query, the answers that have some of them are kept only if
 * they score at least this share of the best one, so one common word ("session") cannot bring
 * back the whole hub.
 */
export const PARTIAL_MATCH_SHARE = 0.5;

const termOf = (term: string) => (STOP_WORDS.has(term) ? null : stem(term));

/**
 * A full-text index over one set of FAQs (MiniSearch: BM25 ranking with field boosts, prefix and
 * typo-tolerant matching). FerretDB has no text index, and the hub's ~30 answers fit in memory.
 */
export class FaqIndex<T extends Searchable> {
  private readonly index = new MiniSearch<{ id: number; question: string; keywords: string; answer: string }>({
    fields: ['question', 'keywords', 'answer'],
    tokenize: words,
    processTerm: termOf,
    searchOptions: {
      boost: { ...BOOST },
      // 3+ letters match word starts ("pass" → "password"); 5+ letters forgive one typo.
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      weights: { prefix: 0.5, fuzzy: 0.3 },
    },
  });

  constructor(private readonly faqs: readonly T[]) {
    this.index.addAll(faqs.map((faq, id) => ({ id, question: faq.question, keywords: faq.keywords.join(' '), answer: faq.answer })));
  }

  /**
   * The FAQs that answer the query, best first (ties keep the given order). Every word must match
   * when some FAQ has them all; otherwise the strong partial matches. A blank or filler-only
   * query keeps them all.
   */
  rank(query: string | undefined): T[] {
    if (!query?.trim() || !queryTerms(query).length) return [...this.faqs];
    let results = this.index.search(query, { combineWith: 'AND' });
    if (!results.length) {
      const partial = this.index.search(query, { combineWith: 'OR' });
      const best = partial[0]?.score ?? 0;
      results = partial.filter((result) => result.score >= best * PARTIAL_MATCH_SHARE);
    }
    return results
      .sort((a: SearchResult, b: SearchResult) => b.score - a.score || (a.id as number) - (b.id as number))
      .map((result) => this.faqs[result.id as number]);
  }
}

/** One-off ranking (the API keeps a built index instead: see faq-index-cache). */
export function rankFaqs<T extends Searchable>(faqs: readonly T[], query: string | undefined): T[] {
  return new FaqIndex(faqs).rank(query);
}

/**
 * Free-text search without a text index (FerretDB has none): each listing stores its words,
 * normalised, and a query matches when every query word is the start of one of them
 * ("anx" → "anxiety", "chen" → "chen"). Pure, so the same rules serve the in-memory directory
 * and a database query on one token.
 */

const STOP_WORDS = new Set(['and', 'or', 'the', 'a', 'an', 'of', 'with', 'for', 'in', 'to', 'my', 'i', 'me', 'psychologist', 'psychologists']);

/** Lower case, accents removed, split on anything that is not a letter or digit. */
export function normaliseWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** A listing's distinct tokens from all its searchable texts. */
export function searchTokensOf(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap(normaliseWords).filter((word) => !STOP_WORDS.has(word)))].sort();
}

/** The words of a query that count (at most 10, stop words dropped). */
export function queryWords(query: string): string[] {
  return [...new Set(normaliseWords(query).filter((word) => !STOP_WORDS.has(word)))].slice(0, 10);
}

/** Every query word starts one of the tokens; an empty query matches everything. */
export function matchesQuery(tokens: readonly string[], words: readonly string[]): boolean {
  return words.every((word) => tokens.some((token) => token.startsWith(word)));
}

/** How well a listing matches: 2 per exact word, 1 per prefix-only word (for "best match"). */
export function queryScore(tokens: readonly string[], words: readonly string[]): number {
  return words.reduce((sum, word) => sum + (tokens.includes(word) ? 2 : tokens.some((t) => t.startsWith(word)) ? 1 : 0), 0);
}

import { invalidField } from '../../../http/validation';
import { directoryNextAvailable, directorySnapshot } from './directory-cache';
import { taxonomyNames, toCard } from './directory-cards';
import { NO_FILTER, sortEntries, type QueryContext } from './directory-query';
import type { PsychologistSearchResult } from './directory.types';
import { matchesQuery, queryWords } from './search-tokens';

export const MAX_QUERY_LENGTH = 200;
export const SEARCH_LIMIT = 20;

/** GET /users/psychologists/search?q=: names and concern words, best first, at most 20. */
export async function searchPsychologists(q: string | undefined, now = new Date()): Promise<PsychologistSearchResult> {
  const text = q ?? '';
  if (text.length > MAX_QUERY_LENGTH) throw invalidField('q', `must be at most ${MAX_QUERY_LENGTH} characters`);
  // The directory first, even for a query with no words: with the database away and nothing in
  // memory, "no psychologists" would be a wrong answer (503 instead).
  const [names, snapshot] = await Promise.all([taxonomyNames(), directorySnapshot()]);
  const words = queryWords(text);
  if (!words.length) return { psychologists: [] };
  const next = await directoryNextAvailable(snapshot, now);
  const ctx: QueryContext = { now, nextAvailable: (id) => next.get(id) ?? null, timesOfDay: () => new Set() };
  const matching = snapshot.entries.filter((entry) => matchesQuery(entry.listing.searchTokens, words));
  return {
    psychologists: sortEntries(matching, 'best-match', { ...NO_FILTER, words }, ctx)
      .slice(0, SEARCH_LIMIT)
      .map((entry) => toCard(entry, names, ctx.nextAvailable(entry.listing._id))),
  };
}

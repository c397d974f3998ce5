import { normaliseContentPath } from '../pages/content-pages';
import type { ContentPageRecord } from '../pages/content-page.model';
import type { ContentState } from './content-editing.types';

export const stateOf = (record: Pick<ContentPageRecord, 'published'>): ContentState => (record.published === false ? 'unpublished' : 'published');

/** A stale version is why a save is refused: someone else changed the page since it was read. */
export const STALE_VERSION = 'Someone else changed this page since you opened it. Copy your text, reload the page, and apply your change again.';

export type RedirectProblem = { field: 'path' | 'target'; message: string } | undefined;

/**
 * Whether a new redirect from → to may be added, given the existing redirects (from → to) and
 * whether `from` is a published page. Pure, so each rule has its own table row in the test.
 */
export function redirectProblem(from: string | undefined, to: string | undefined, existing: ReadonlyMap<string, string>, fromIsPublishedPage: boolean): RedirectProblem {
  if (!from) return { field: 'path', message: "must be a site path starting with '/', e.g. /old-page" };
  if (!to) return { field: 'target', message: "must be a site path on Harbour starting with '/', e.g. /about" };
  if (from === to) return { field: 'target', message: 'must differ from the path' };
  if (fromIsPublishedPage) return { field: 'path', message: `${from} is a published page; unpublish it first` };
  if (existing.has(from)) return { field: 'path', message: `${from} already redirects to ${existing.get(from)}` };
  // Follow the target's chain: reaching `from` again would send visitors round for ever.
  const seen = new Set<string>();
  for (let hop: string | undefined = to; hop !== undefined && !seen.has(hop); hop = existing.get(hop)) {
    if (hop === from) return { field: 'target', message: `would make a loop: ${to} leads back to ${from}` };
    seen.add(hop);
  }
  return undefined;
}

/** A redirect's path or target as stored: a site path, lower case, no query or trailing slash. */
export const redirectPathOf = (raw: string | undefined): string | undefined => (typeof raw === 'string' ? normaliseContentPath(raw) : undefined);

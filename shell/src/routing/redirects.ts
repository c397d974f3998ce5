import type { Redirect } from '@harbour/sdk/content';
import { findRedirect } from '../calls/shell-calls';
import { servedPageData } from '../platform/served-page-data';

const cache = new Map<string, Promise<Redirect | null>>();
let servedTaken = false;

/**
 * Spec §2: each route looks up a redirect by path; answers are cached for the page's life. The
 * page's own path was looked up by the portal server, which served the answer with the page: the
 * first navigation asks the API nothing.
 */
export function lookUpRedirect(path: string): Promise<Redirect | null> {
  if (!servedTaken) {
    servedTaken = true;
    const served = servedPageData().redirectLookup;
    if (served) cache.set(served.path, Promise.resolve(served.redirect));
  }
  let pending = cache.get(path);
  if (!pending) {
    // An unreachable API must not block the page: no redirect.
    pending = findRedirect(path).catch(() => null);
    cache.set(path, pending);
  }
  return pending;
}

export const isAbsoluteUrl = (target: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(target);

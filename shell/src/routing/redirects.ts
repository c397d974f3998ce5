import type { Redirect } from '@harbour/sdk/content';
import { findRedirect } from '../calls/shell-calls';

const cache = new Map<string, Promise<Redirect | null>>();

/** Spec §2: each route looks up a redirect by path; answers are cached for the page's life. */
export function lookUpRedirect(path: string): Promise<Redirect | null> {
  let pending = cache.get(path);
  if (!pending) {
    // An unreachable API must not block the page: no redirect.
    pending = findRedirect(path).catch(() => null);
    cache.set(path, pending);
  }
  return pending;
}

export const isAbsoluteUrl = (target: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(target);

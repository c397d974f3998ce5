/** A stored redirect (GET /api/content/redirects?path=…). */
export interface StoredRedirect {
  path: string;
  target: string;
  permanent: boolean;
}

const cache = new Map<string, Promise<StoredRedirect | null>>();

/** Spec §2: each route looks up a redirect by path; answers are cached for the page's life. */
export function lookUpRedirect(path: string): Promise<StoredRedirect | null> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetch(`/api/content/redirects?path=${encodeURIComponent(path)}`)
      // Read the 404's body too: an unread no-store answer keeps its request open in the browser.
      .then((response) => (response.ok ? (response.json() as Promise<StoredRedirect>) : response.text().then(() => null)))
      // An unreachable API must not block the page: no redirect.
      .catch(() => null);
    cache.set(path, pending);
  }
  return pending;
}

export const isAbsoluteUrl = (target: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(target);

import type { Redirect } from '@harbour/sdk/content';
import type { IdentityClientSettings } from '@harbour/sdk/identity';

/**
 * What the portal server looked up for this page load and served inside the page
 * (scripts/lib/seo-pages.mjs, `<script type="application/json" id="harbour-page-data">`): the
 * client settings and the redirect lookup for the page's path, which the shell would otherwise
 * ask the API for first on every page, and the live /remotes.json with the routes.json files it
 * names, which the shell would otherwise fetch one after the other before any area could load.
 * A part the server could not look up is absent, and the shell asks for it as before (so does a
 * page served without it: the area dev servers, tests).
 */
export interface ServedPageData {
  clientSettings?: IdentityClientSettings;
  redirectLookup?: { path: string; redirect: Redirect | null };
  /** /remotes.json as served now (checked line by line by the shell, as a fetched one is). */
  remotes?: Record<string, unknown>;
  /** Each routes.json the remotes name, by its URL. */
  routes?: Record<string, unknown>;
}

export const PAGE_DATA_ELEMENT_ID = 'harbour-page-data';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads and checks the served data; anything malformed counts as not served. */
export function readServedPageData(doc: Document = document): ServedPageData {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isObject(parsed)) return {};
  const data: ServedPageData = {};
  const settings = parsed.clientSettings;
  if (isObject(settings) && typeof settings.authority === 'string' && typeof settings.clientId === 'string' && typeof settings.scope === 'string') {
    data.clientSettings = settings as unknown as IdentityClientSettings;
  }
  const lookup = parsed.redirectLookup;
  if (isObject(lookup) && typeof lookup.path === 'string' && (lookup.redirect === null || (isObject(lookup.redirect) && typeof lookup.redirect.target === 'string'))) {
    data.redirectLookup = { path: lookup.path, redirect: lookup.redirect as Redirect | null };
  }
  if (isObject(parsed.remotes)) data.remotes = parsed.remotes;
  if (isObject(parsed.routes)) data.routes = parsed.routes;
  return data;
}

let served: ServedPageData | undefined;
/** The data served with this page load, read once. */
export const servedPageData = (): ServedPageData => (served ??= readServedPageData());

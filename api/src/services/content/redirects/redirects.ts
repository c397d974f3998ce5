import { invalidField } from '../../../http/validation';
import { RedirectModel, type RedirectRecord } from './redirect.model';

export interface Redirect {
  path: string;
  /** A site path, or an absolute URL that leaves the site. */
  target: string;
  permanent: boolean;
}

/** The spec's legacy entries (§2): seeded with the reference data. */
export const LEGACY_REDIRECTS: readonly Redirect[] = [
  { path: '/faqs', target: '/support-hub', permanent: true },
  { path: '/account/new', target: '/signup', permanent: true },
  { path: '/psychologists/account/new', target: '/psychologists/signup', permanent: true },
  // /psychologists is the practitioners' landing and /find-a-psychologist the directory
  // (docs/content.md); the other name people guess for the landing leads there.
  { path: '/for-psychologists', target: '/psychologists', permanent: true },
];

/** '/FAQs/?x=1' and '/faqs' are the same lookup: no query or fragment, no trailing slash. */
export function normaliseRedirectPath(path: string): string | undefined {
  const bare = path.trim().split(/[?#]/)[0];
  if (!bare.startsWith('/') || bare.startsWith('//')) return undefined;
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/** The answer of a redirect lookup: `redirect` is absent when the path has none. */
export interface RedirectLookup {
  redirect?: Redirect;
}

/**
 * Every route looks its path up (spec §2), and almost every path has no redirect: that is an
 * ordinary answer (200 without `redirect`), not a 404 logged for each page view.
 */
export async function findRedirect(path: string): Promise<RedirectLookup> {
  const normalised = normaliseRedirectPath(path);
  if (!normalised) throw invalidField('path', "must be a site path starting with '/', e.g. /faqs");
  const redirect = await RedirectModel.findOne({ path: { $in: [normalised, normalised.toLowerCase()] } }).lean<RedirectRecord>();
  if (!redirect) return {};
  return { redirect: { path: redirect.path, target: redirect.target, permanent: redirect.permanent } };
}

/** Writes the given redirects (one bulk upsert); redirects added by other means are kept. */
export async function seedRedirects(redirects: readonly Redirect[] = LEGACY_REDIRECTS): Promise<void> {
  if (!redirects.length) return;
  await RedirectModel.bulkWrite(
    redirects.map((redirect) => ({
      updateOne: { filter: { path: redirect.path }, update: { $set: { ...redirect } }, upsert: true },
    })),
    { ordered: true },
  );
}

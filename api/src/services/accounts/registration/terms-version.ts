/**
 * The terms of use and privacy policy a person agrees to when they sign up. The version is the
 * date of the later document's last update (`updated:` in api/content/terms.md and privacy.md;
 * terms-version.test.ts keeps the two in step), so changing either document means a new version.
 */
export const CURRENT_TERMS_VERSION = '2026-11-01';

export const TERMS_DOCUMENTS = [
  { title: 'Terms of use', path: '/terms' },
  { title: 'Privacy policy', path: '/privacy' },
] as const;

/**
 * The topic and city pages live under /online-psychologists/{slug} beside psychologists' own
 * profiles (spec §2), so no psychologist may take one of these slugs (slug.ts refuses them).
 * mf-public's landing pages (src/directory/landing-pages.ts) use the same list; tests on both
 * sides pin it.
 */
export const TOPIC_SLUGS = ['anxiety', 'depression', 'stress', 'couples', 'teenager', 'parenting', 'ndis', 'bulk-billed'] as const;

export const CITY_SLUGS = ['sydney', 'melbourne', 'brisbane', 'adelaide', 'perth', 'canberra', 'darwin', 'hobart', 'gold-coast', 'newcastle'] as const;

/** Also never a psychologist's slug: words the site may want for its own pages there. */
const OTHER_RESERVED = ['near-me', 'search', 'new', 'all', 'index'] as const;

export const RESERVED_SLUGS: ReadonlySet<string> = new Set<string>([...TOPIC_SLUGS, ...CITY_SLUGS, ...OTHER_RESERVED]);

import { directorySnapshot } from '../../directory';
import { CITY_SLUGS, TOPIC_SLUGS } from '../../directory';
import { ContentPageModel, type ContentPageRecord } from './content-page.model';
import type { SitemapEntries, SitemapEntry } from './content.types';

/** Public pages that are not content but should be found: the front doors of the site. */
const FIXED_PAGES = ['/', '/find-a-psychologist', '/get-matched', '/signup'];

/**
 * What sitemap.xml lists (the portal server writes the XML): every content page, the directory's
 * topic and city pages, and every visible psychologist's profile.
 */
export async function listSitemapEntries(): Promise<SitemapEntries> {
  const [pages, directory] = await Promise.all([
    ContentPageModel.find({ published: { $ne: false } }, { updatedOn: 1, publishedOn: 1 }).lean<Pick<ContentPageRecord, '_id' | 'updatedOn' | 'publishedOn'>[]>(),
    directorySnapshot(),
  ]);
  const entries: SitemapEntry[] = [
    ...FIXED_PAGES.map((path) => ({ path })),
    ...pages.map((page) => {
      const updatedOn = page.updatedOn ?? page.publishedOn;
      return updatedOn ? { path: page._id, updatedOn } : { path: page._id };
    }),
    ...[...TOPIC_SLUGS, ...CITY_SLUGS].map((slug) => ({ path: `/online-psychologists/${slug}` })),
    ...directory.entries.map((entry) => ({ path: `/online-psychologists/${entry.listing.slug}`, updatedOn: entry.listing.updatedAt.toISOString().slice(0, 10) })),
  ];
  return { entries: entries.sort((a, b) => a.path.localeCompare(b.path)) };
}

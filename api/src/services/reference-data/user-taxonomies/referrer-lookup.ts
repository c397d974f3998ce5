import { findTaxonomyItem } from '../../../reference-data/taxonomy.repository';
import type { Referrer } from './data';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A referrer by its GUID or by its partner code, whatever its case (URLs are typed by people). */
export function findReferrerByIdentifier(identifier: string): Promise<Referrer | undefined> {
  if (GUID.test(identifier)) return findTaxonomyItem<Referrer>('referrers', { id: identifier.toLowerCase() });
  if (!/^[\w-]{1,64}$/.test(identifier)) return Promise.resolve(undefined);
  return findTaxonomyItem<Referrer>('referrers', { name: { $regex: `^${escapeRegExp(identifier)}$`, $options: 'i' } });
}

import { namedCache } from '../../../lib/cache/fleet-cache';
import { referenceDataTtlMs } from '../../../reference-data/reference-cache';
import { FaqModel, type FaqRecord } from './faq.model';
import { FaqIndex } from './faq-search';
import { byHubOrder } from './faq-order';

let entry: { startedAt: number; index: Promise<FaqIndex<FaqRecord>> } | undefined;

/**
 * The published FAQs' search index, built once from the database and kept: built afresh in every
 * API process when one seeds or the console changes the FAQs (`forgetFaqIndex`, lib/cache) and after
 * REFERENCE_DATA_TTL_SECONDS. Concurrent reads share one build.
 */
export function faqIndex(now = Date.now()): Promise<FaqIndex<FaqRecord>> {
  if (entry && now - entry.startedAt < fleet.ttlMs(referenceDataTtlMs())) fleet.hit();
  else {
    fleet.miss();
    const index = FaqModel.find({})
      .lean<FaqRecord[]>()
      // An FAQ unpublished in the console is neither listed nor found by a search.
      .then((records) => new FaqIndex(records.filter((record) => record.published !== false).sort(byHubOrder)));
    const mine = { startedAt: now, index };
    entry = mine;
    index.catch(() => {
      if (entry === mine) entry = undefined;
    });
  }
  return entry.index;
}

const fleet = namedCache('faq-index', () => {
  entry = undefined;
});

/** The FAQs changed: the next read in every API process builds the index afresh. */
export function forgetFaqIndex(): void {
  fleet.forget();
}

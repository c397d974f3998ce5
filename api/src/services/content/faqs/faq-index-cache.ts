import { referenceDataTtlMs } from '../../../reference-data/reference-cache';
import { FaqModel, type FaqRecord } from './faq.model';
import { FaqIndex } from './faq-search';

let entry: { startedAt: number; index: Promise<FaqIndex<FaqRecord>> } | undefined;

/**
 * The FAQs' search index, built once from the database and kept: built afresh when this process
 * seeds the FAQs (`forgetFaqIndex`) and after REFERENCE_DATA_TTL_SECONDS, so other processes pick
 * up a change within that time. Concurrent reads share one build.
 */
export function faqIndex(now = Date.now()): Promise<FaqIndex<FaqRecord>> {
  if (!entry || now - entry.startedAt >= referenceDataTtlMs()) {
    const index = FaqModel.find({})
      .lean<FaqRecord[]>()
      .then((records) => new FaqIndex(records.sort((a, b) => a.order - b.order)));
    const mine = { startedAt: now, index };
    entry = mine;
    index.catch(() => {
      if (entry === mine) entry = undefined;
    });
  }
  return entry.index;
}

/** The FAQs changed in this process: the next read builds the index afresh. */
export function forgetFaqIndex(): void {
  entry = undefined;
}

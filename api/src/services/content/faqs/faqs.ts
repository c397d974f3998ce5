import { invalidField } from '../../../http/validation';
import { FAQ_CATEGORIES, FAQS, type FaqData } from './faq-data';
import { FaqModel, type FaqRecord } from './faq.model';
import { faqIndex, forgetFaqIndex } from './faq-index-cache';
import type { Faq, FaqCategoryId, FaqList } from './faq.types';

export const QUERY_MAX_LENGTH = 200;

/**
 * The support hub's FAQs (about 30), searched with the kept full-text index and narrowed to the
 * category in memory. A query that matches nothing is an ordinary empty list.
 */
export async function listFaqs(q?: string, category?: FaqCategoryId): Promise<FaqList> {
  if (q !== undefined && q.length > QUERY_MAX_LENGTH) throw invalidField('q', `Use at most ${QUERY_MAX_LENGTH} characters.`);
  const ranked = (await faqIndex()).rank(q);
  const counts = new Map<string, number>();
  for (const faq of ranked) counts.set(faq.category, (counts.get(faq.category) ?? 0) + 1);
  return {
    faqs: ranked.filter((faq) => !category || faq.category === category).map(toFaq),
    categories: FAQ_CATEGORIES.map(({ id, name }) => ({ id, name, count: counts.get(id) ?? 0 })),
  };
}

const toFaq = ({ _id, category, question, answer, links }: FaqRecord): Faq => ({
  id: _id,
  category,
  question,
  answer,
  links: links.map(({ label, href }) => ({ label, href })),
});

/**
 * Writes the data file's FAQs (by slug) and removes ones no longer in it. Safe to run again. An
 * FAQ changed or created in the console is the console's: the seed neither overwrites nor removes it.
 */
export async function seedFaqs(faqs: readonly FaqData[] = FAQS): Promise<void> {
  const edited = new Set((await FaqModel.find({ editedAt: { $exists: true } }, { _id: 1 }).lean<Pick<FaqRecord, '_id'>[]>()).map(({ _id }) => _id));
  const toWrite = faqs.map((faq, order) => ({ faq, order })).filter(({ faq }) => !edited.has(faq.id));
  if (toWrite.length) {
    await FaqModel.bulkWrite(
      toWrite.map(({ faq, order }) => ({
        replaceOne: {
          filter: { _id: faq.id },
          replacement: { _id: faq.id, category: faq.category, question: faq.question, answer: faq.answer, keywords: faq.keywords ?? [], links: faq.links ?? [], order },
          upsert: true,
        },
      })),
      { ordered: true },
    );
  }
  const ids = new Set(faqs.map((faq) => faq.id));
  const stale = (await FaqModel.find({}, { _id: 1 }).lean<Pick<FaqRecord, '_id'>[]>()).filter(({ _id }) => !ids.has(_id) && !edited.has(_id));
  for (const { _id } of stale) await FaqModel.deleteOne({ _id });
  forgetFaqIndex();
}

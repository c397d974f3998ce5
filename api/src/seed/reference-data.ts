import { seedRedirects } from '../services/content/redirects/redirects';
import { seedPaymentsReferenceData } from '../services/payments/seed';
import { seedSessionTaxonomies } from '../services/reference-data/session-taxonomies/seed';
import { seedUserTaxonomies } from '../services/reference-data/user-taxonomies/seed';
import { seedFaqs } from '../services/content/faqs/faqs';

/** Everything the product needs before anyone signs in; run on every start (idempotent). */
export async function seedReferenceData(): Promise<void> {
  await seedUserTaxonomies();
  await seedSessionTaxonomies();
  await seedPaymentsReferenceData();
  await seedRedirects();
  await seedFaqs();
}

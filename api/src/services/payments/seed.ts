import { seedDiscountCodes } from '../funding';
import { seedFundingRates } from '../funding';

/** The dated funding rates and the demo discount codes (idempotent). */
export async function seedPaymentsReferenceData(): Promise<void> {
  await seedFundingRates();
  await seedDiscountCodes();
}

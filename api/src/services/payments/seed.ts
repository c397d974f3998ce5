import { DiscountCodeModel } from '../funding/funding/discount-code.model';
import { seededDiscountCodes } from '../funding';
import { seedFundingRates } from '../funding';

/** The dated funding rates and the demo discount codes (idempotent). */
export async function seedPaymentsReferenceData(): Promise<void> {
  await seedFundingRates();
  await Promise.all(seededDiscountCodes.map((code) => DiscountCodeModel.replaceOne({ _id: code._id }, code, { upsert: true })));
}

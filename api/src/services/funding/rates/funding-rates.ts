import { namedCache } from '../../../lib/cache/fleet-cache';
import { fundingRates, type FundingRate } from './funding-rates.data';
import { FundingRateModel } from './funding-rate.model';

/** Seeds the rates table (idempotent: each row by its id; rows an administrator added stay). */
export async function seedFundingRates(): Promise<void> {
  await Promise.all(fundingRates.map((rate) => FundingRateModel.replaceOne({ _id: rate.rateId }, { _id: rate.rateId, ...rate }, { upsert: true })));
  forgetFundingRates();
}

const TTL_MS = 60_000;
let cached: { rates: FundingRate[]; at: number } | undefined;

const fleet = namedCache('funding-rates', () => {
  cached = undefined;
});

/** After a row is added: every API process prices with it at once. */
export function forgetFundingRates(): void {
  fleet.forget();
}

/** The whole table (a few dozen rows), from memory for a minute: it changes once a year. */
export async function loadFundingRates(now = Date.now()): Promise<FundingRate[]> {
  if (cached && now - cached.at < fleet.ttlMs(TTL_MS)) {
    fleet.hit();
    return cached.rates;
  }
  fleet.miss();
  const rows = await FundingRateModel.find({}).lean();
  const rates = rows.map(({ _id, ...rate }) => rate as FundingRate);
  cached = { rates: rates.length ? rates : [...fundingRates], at: now };
  return cached.rates;
}

import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { conflict } from '../../../http/problem';
import { calendarDateIn } from '../../../lib/australian-date';
import { FundingRateModel } from './funding-rate.model';
import type { FundingRateRecord } from './funding-rate.model';
import { forgetFundingRates, loadFundingRates } from './funding-rates';
import type { FundingRate } from './funding-rates.data';
import type { FundingRateRow, FundingRatesOverview, NewFundingRateRequest } from './funding-rates.types';
import { ratesFreshness } from './rates-freshness';
import { newFundingRateRow } from './new-funding-rate-rules';

const toRow = ({ _id, ...r }: FundingRateRecord & { addedBy?: string; addedAt?: Date }): FundingRateRow => ({ ...r, rateId: r.rateId ?? _id });

export async function fundingRatesOverview(now = new Date()): Promise<FundingRatesOverview> {
  const rows = (await FundingRateModel.find({}).lean()).map(toRow);
  rows.sort((a, b) => a.scheme.localeCompare(b.scheme) || b.effectiveFrom.localeCompare(a.effectiveFrom) || a.item.localeCompare(b.item));
  return { rates: rows, freshness: ratesFreshness(rows as never, calendarDateIn(now)) };
}

/** Staleness warnings for the health detail (the rates the quotes use, from the cache). */
export async function staleRatesWarnings(now = new Date()): Promise<string[]> {
  return ratesFreshness(await loadFundingRates(now.getTime()), calendarDateIn(now)).flatMap((f) => (f.stale && f.message ? [f.message] : []));
}

/**
 * An administrator adds a dated row (a new year's amounts for an item on file, from a future date).
 * Every field is checked before anything is written; one 422 names each failing field. The row's
 * id names funder, item and date, so of two adding the same row at once the unique `_id` insert
 * lets one win and the other gets 409. Quotes in every API process use it from its date.
 */
export async function addFundingRate(user: AuthenticatedUser, body: NewFundingRateRequest, now = new Date()): Promise<FundingRateRow> {
  const table = (await FundingRateModel.find({}).lean()).map(({ _id, ...rate }) => rate as FundingRate);
  const row: FundingRateRow = { ...newFundingRateRow(body, table, calendarDateIn(now)), addedBy: user.sub, addedAt: now };
  try {
    await FundingRateModel.create({ _id: row.rateId, ...row });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict(`A ${row.scheme} rate for item ${row.item} from ${row.effectiveFrom} is already on file.`);
    throw err;
  }
  forgetFundingRates();
  return row;
}

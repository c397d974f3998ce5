import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { conflict } from '../../../http/problem';
import { FieldErrors } from '../../../lib/field-errors';
import { calendarDateIn } from '../../../lib/australian-date';
import { FundingRateModel } from './funding-rate.model';
import type { FundingRateRecord } from './funding-rate.model';
import { forgetFundingRates, loadFundingRates } from './funding-rates';
import type { FundingRateScheme } from './funding-rates.data';
import type { FundingRateRow, FundingRatesOverview, NewFundingRateRequest } from './funding-rates.types';
import { ratesFreshness, RATE_SCHEMES } from './rates-freshness';

const MAX_CENTS = 1_000_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: unknown) => typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const cents = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_CENTS;

/** The row's id names what it is, so the same row added twice is one row (the insert decides). */
export const rateIdOf = (r: Pick<NewFundingRateRequest, 'scheme' | 'item' | 'effectiveFrom'>) =>
  `${r.scheme === 'Medicare' ? 'mbs' : r.scheme.toLowerCase()}-${r.item.trim().toLowerCase()}-${r.effectiveFrom}`;

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
 * An administrator adds a dated row (a new year's amounts). Every field is checked before anything
 * is written; one 422 names each failing field. Quotes in this process use it at once.
 */
export async function addFundingRate(user: AuthenticatedUser, body: NewFundingRateRequest, now = new Date()): Promise<FundingRateRow> {
  const errors = new FieldErrors();
  if (!RATE_SCHEMES.includes(body.scheme as FundingRateScheme)) errors.add('scheme', `Use one of: ${RATE_SCHEMES.join(', ')}.`);
  if (typeof body.item !== 'string' || !body.item.trim() || body.item.length > 40 || !/^[A-Za-z0-9_.-]+$/.test(body.item.trim())) errors.add('item', 'Enter the item number (letters, digits, _ . -; up to 40).');
  if (!Number.isInteger(body.minMinutes) || body.minMinutes < 1 || body.minMinutes > 240) errors.add('minMinutes', 'Enter the shortest session the item covers, 1 to 240 minutes.');
  if (body.maxMinutes !== undefined && (!Number.isInteger(body.maxMinutes) || body.maxMinutes < body.minMinutes || body.maxMinutes > 240)) errors.add('maxMinutes', 'Enter the longest session it covers, not less than minMinutes (up to 240).');
  if (!isDate(body.effectiveFrom)) errors.add('effectiveFrom', 'Enter the date the rate applies from (YYYY-MM-DD).');
  if (body.feeCents !== undefined && !cents(body.feeCents)) errors.add('feeCents', `Whole cents from 0 to ${MAX_CENTS}.`);
  if (body.rebateCents !== undefined && !cents(body.rebateCents)) errors.add('rebateCents', `Whole cents from 0 to ${MAX_CENTS}.`);
  if (body.scheme === 'Medicare') {
    if (body.practitionerType !== 'ClinicalPsychologist' && body.practitionerType !== 'Psychologist') errors.add('practitionerType', 'Medicare rates are per practitioner type: ClinicalPsychologist or Psychologist.');
    if (body.rebateCents === undefined) errors.add('rebateCents', 'Medicare rates need the rebate.');
    if (cents(body.feeCents) && cents(body.rebateCents) && body.rebateCents! > body.feeCents!) errors.add('rebateCents', 'The rebate cannot be more than the schedule fee.');
  } else {
    if (body.practitionerType !== undefined) errors.add('practitionerType', 'Only Medicare rates name a practitioner type.');
    if (body.rebateCents !== undefined) errors.add('rebateCents', 'Only Medicare rates have a rebate.');
    if (body.feeCents === undefined && RATE_SCHEMES.includes(body.scheme)) errors.add('feeCents', `${body.scheme} rates need the fee${body.scheme === 'NDIS' ? ' (the price limit per hour)' : ''}.`);
  }
  errors.throwIfAny();

  const rateId = rateIdOf(body);
  const row: FundingRateRow = {
    rateId,
    scheme: body.scheme,
    ...(body.practitionerType && { practitionerType: body.practitionerType }),
    item: body.item.trim(),
    minMinutes: body.minMinutes,
    ...(body.maxMinutes !== undefined && { maxMinutes: body.maxMinutes }),
    effectiveFrom: body.effectiveFrom,
    ...(body.feeCents !== undefined && { feeCents: body.feeCents }),
    ...(body.rebateCents !== undefined && { rebateCents: body.rebateCents }),
    ...(body.scheme === 'NDIS' && { perHour: true }),
    addedBy: user.sub,
    addedAt: now,
  };
  try {
    await FundingRateModel.create({ _id: rateId, ...row });
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict(`A ${body.scheme} rate for item ${row.item} from ${body.effectiveFrom} is already on file.`);
    throw err;
  }
  forgetFundingRates();
  return row;
}

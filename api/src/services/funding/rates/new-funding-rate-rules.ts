import { FieldErrors } from '../../../lib/field-errors';
import type { FundingRate, FundingRateScheme } from './funding-rates.data';
import type { NewFundingRateRequest } from './funding-rates.types';
import { RATE_SCHEMES } from './rates-freshness';

/** Above any funder's fee for one session or hour: a figure this large is a typing mistake. */
export const MAX_RATE_CENTS = 1_000_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: unknown): v is string =>
  typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const positiveCents = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0 && (v as number) <= MAX_RATE_CENTS;
const minutes = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 240;

/** The row's id names what it is, so the same row added twice is one row (the insert decides). */
export const rateIdOf = (r: { scheme: FundingRateScheme; item: string; effectiveFrom: string }) =>
  `${r.scheme === 'Medicare' ? 'mbs' : r.scheme.toLowerCase()}-${r.item.trim().toLowerCase()}-${r.effectiveFrom}`;

/** The items a funder already has rows for, each with its newest row (what a new year's row inherits). */
export function knownItems(rates: readonly FundingRate[], scheme: FundingRateScheme): Map<string, FundingRate> {
  const items = new Map<string, FundingRate>();
  for (const rate of rates) {
    if (rate.scheme !== scheme) continue;
    const seen = items.get(rate.item);
    if (!seen || rate.effectiveFrom > seen.effectiveFrom) items.set(rate.item, rate);
  }
  return items;
}

/**
 * A new dated row, checked against the table and today (the Australian date, passed in). A row
 * only adds a new year's amounts to an item the funder already has, from a date after today (a
 * past date would silently re-price quotes already given). The practitioner type and the session
 * lengths come from the item's newest row unless given. Throws one 422 naming every failing field.
 */
export function newFundingRateRow(body: NewFundingRateRequest, rates: readonly FundingRate[], today: string): FundingRate {
  const errors = new FieldErrors();
  const scheme = body.scheme;
  const knownScheme = RATE_SCHEMES.includes(scheme);
  if (!knownScheme) errors.add('scheme', `Choose one of: ${RATE_SCHEMES.join(', ')}.`);
  const items = knownScheme ? knownItems(rates, scheme) : new Map<string, FundingRate>();
  const item = typeof body.item === 'string' ? body.item.trim() : '';
  const base = items.get(item);
  if (knownScheme && !base) errors.add('item', `Choose an item ${scheme} already has: ${[...items.keys()].join(', ') || 'none is on file'}.`);
  if (!isDate(body.effectiveFrom)) errors.add('effectiveFrom', 'Enter the date the rate applies from (YYYY-MM-DD).');
  else if (body.effectiveFrom <= today) errors.add('effectiveFrom', `Enter a date after today (${today}): a new rate applies from a future date.`);
  if (body.feeCents !== undefined && !positiveCents(body.feeCents)) errors.add('feeCents', `Enter the fee in whole cents, more than 0 and up to ${MAX_RATE_CENTS}.`);
  if (body.rebateCents !== undefined && !positiveCents(body.rebateCents)) errors.add('rebateCents', `Enter the rebate in whole cents, more than 0 and up to ${MAX_RATE_CENTS}.`);
  if (body.minMinutes !== undefined && !minutes(body.minMinutes)) errors.add('minMinutes', 'Enter the shortest session the item covers, 1 to 240 minutes.');
  const minMinutes = body.minMinutes ?? base?.minMinutes;
  const maxMinutes = body.maxMinutes ?? (body.minMinutes === undefined ? base?.maxMinutes : undefined);
  if (body.maxMinutes !== undefined && (!minutes(body.maxMinutes) || (minMinutes !== undefined && body.maxMinutes < minMinutes))) {
    errors.add('maxMinutes', 'Enter the longest session it covers, not less than the shortest (up to 240 minutes).');
  }
  if (scheme === 'Medicare') {
    if (body.practitionerType !== undefined && base && body.practitionerType !== base.practitionerType) {
      errors.add('practitionerType', `Item ${item} is a ${base.practitionerType} item.`);
    }
    if (body.rebateCents === undefined) errors.add('rebateCents', 'Enter the Medicare rebate.');
    if (positiveCents(body.feeCents) && positiveCents(body.rebateCents) && body.rebateCents > body.feeCents) errors.add('rebateCents', 'The rebate cannot be more than the schedule fee.');
  } else if (knownScheme) {
    if (body.practitionerType !== undefined) errors.add('practitionerType', 'Only Medicare rates name a practitioner type.');
    if (body.rebateCents !== undefined) errors.add('rebateCents', 'Only Medicare rates have a rebate.');
    if (body.feeCents === undefined) errors.add('feeCents', scheme === 'NDIS' ? 'Enter the price limit per hour.' : 'Enter the fee.');
  }
  errors.throwIfAny();

  const effectiveFrom = body.effectiveFrom;
  return {
    rateId: rateIdOf({ scheme, item, effectiveFrom }),
    scheme,
    ...(base!.practitionerType && { practitionerType: base!.practitionerType }),
    item,
    minMinutes: minMinutes!,
    ...(maxMinutes !== undefined && { maxMinutes }),
    effectiveFrom,
    ...(body.feeCents !== undefined && { feeCents: body.feeCents }),
    ...(body.rebateCents !== undefined && { rebateCents: body.rebateCents }),
    ...(scheme === 'NDIS' && { perHour: true }),
  };
}

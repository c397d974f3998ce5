import type { Entitlement, MedicareUsage } from '../../funding';
import type { FundingRate, PractitionerType } from '../../funding';
import type { MoneyBreakdown } from '../../../lib/money';

/**
 * The price of one session under one funding route: fee, what Medicare or a funder
 * pays, the discount, and what the client pays (out-of-pocket). Pure: everything it needs is passed
 * in (the rates table, counts of sessions used), so the table-driven tests cover every route.
 */
export type FundingRoute = 'Private' | 'Medicare' | 'BulkBilled' | 'NDIS' | 'DVA' | 'WorkersComp' | 'Partnership';
export const FUNDING_ROUTES: readonly FundingRoute[] = ['Private', 'Medicare', 'BulkBilled', 'NDIS', 'DVA', 'WorkersComp', 'Partnership'];

export interface Discount {
  code: string;
  percentOff?: number;
  amountOffCents?: number;
}

export interface QuoteInput {
  route: FundingRoute;
  /** The psychologist's fee for this length, in cents. */
  feeCents: number;
  durationMinutes: number;
  practitionerType: PractitionerType;
  /** The session's calendar date in the client's zone ('YYYY-MM-DD'), to pick the dated rate. */
  sessionDate: string;
  rates: readonly FundingRate[];
  /** Whether the route may fund this session (`entitlements.ts`: referrals, counts, allowances). */
  entitlement: Pick<Entitlement, 'eligible' | 'reason' | 'warnings' | 'medicare'>;
  /** Whether the psychologist bulk-bills (the bulk-billed list). */
  psychologistBulkBills?: boolean;
  ndis?: { management: 'plan' | 'self' | 'agency' };
  dva?: { cardType: 'Gold' | 'White' | 'Orange' };
  discount?: Discount;
}

export interface Quote extends MoneyBreakdown {
  route: FundingRoute;
  currency: 'aud';
  /** The item claimed, and the rates row used (its id and the date it applies from). */
  item?: string;
  rateId?: string;
  rateEffectiveFrom?: string;
  /** false: this route cannot fund this session (see `reason`); the figures are then private ones. */
  eligible: boolean;
  reason?: string;
  warnings: string[];
  medicare?: MedicareUsage;
}

/** The rate of a scheme in force on the date (the latest `effectiveFrom` not after it). */
export function rateOn(rates: readonly FundingRate[], match: (rate: FundingRate) => boolean, date: string): FundingRate | undefined {
  return rates
    .filter((rate) => match(rate) && rate.effectiveFrom <= date)
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))[0];
}

const coversLength = (rate: FundingRate, minutes: number) => minutes >= rate.minMinutes && (rate.maxMinutes === undefined || minutes <= rate.maxMinutes);

function discountOf(amountCents: number, discount?: Discount): number {
  if (!discount || amountCents <= 0) return 0;
  const off = discount.amountOffCents ?? Math.round((amountCents * (discount.percentOff ?? 0)) / 100);
  return Math.min(amountCents, Math.max(0, off));
}

/** The client pays the gap; a discount comes off what the client pays, never off a funder's share. */
function priced(base: Omit<Quote, 'discountCents' | 'outOfPocketCents' | 'currency'>, discount?: Discount): Quote {
  const gap = Math.max(0, base.feeCents - base.rebateCents - base.funderPaysCents);
  const discountCents = discountOf(gap, discount);
  return { ...base, currency: 'aud', discountCents, outOfPocketCents: gap - discountCents };
}

function privateQuote(input: QuoteInput, route: FundingRoute, eligible: boolean, reason?: string, warnings: string[] = []): Quote {
  return priced({ route, feeCents: input.feeCents, rebateCents: 0, funderPaysCents: 0, eligible, reason, warnings }, input.discount);
}

function medicareQuote(input: QuoteInput, bulkBilled: boolean): Quote {
  const { entitlement } = input;
  const medicare = entitlement.medicare;
  if (!entitlement.eligible) return { ...privateQuote(input, input.route, false, entitlement.reason, entitlement.warnings), ...(medicare && { medicare }) };
  const rate = rateOn(input.rates, (r) => r.scheme === 'Medicare' && r.practitionerType === input.practitionerType && coversLength(r, input.durationMinutes), input.sessionDate);
  if (!rate?.rebateCents) return privateQuote(input, input.route, false, `No Medicare item covers a ${input.durationMinutes}-minute session with this psychologist.`);
  if (bulkBilled) {
    if (!input.psychologistBulkBills) return privateQuote(input, 'BulkBilled', false, 'This psychologist does not bulk-bill.');
    // Bulk-billed: the practitioner accepts the rebate as the full fee, so there is no gap.
    return { ...priced({ route: 'BulkBilled', feeCents: rate.rebateCents, rebateCents: rate.rebateCents, funderPaysCents: 0, item: rate.item, rateId: rate.rateId, rateEffectiveFrom: rate.effectiveFrom, eligible: true, warnings: [] }), ...(medicare && { medicare }) };
  }
  const rebateCents = Math.min(rate.rebateCents, input.feeCents);
  return {
    ...priced({ route: 'Medicare', feeCents: input.feeCents, rebateCents, funderPaysCents: 0, item: rate.item, rateId: rate.rateId, rateEffectiveFrom: rate.effectiveFrom, eligible: true, warnings: [] }, input.discount),
    ...(medicare && { medicare }),
  };
}

function ndisQuote(input: QuoteInput): Quote {
  const rate = rateOn(input.rates, (r) => r.scheme === 'NDIS', input.sessionDate);
  if (!rate?.feeCents) return privateQuote(input, 'NDIS', false, 'No NDIS price limit is on file for this date.');
  if (input.ndis?.management === 'agency') {
    return privateQuote(input, 'NDIS', false, 'Agency-managed NDIS plans are claimed by the NDIA: we can only take plan-managed or self-managed participants.');
  }
  // The NDIS price limit is per hour; a part-hour is claimable pro rata, and the fee may not exceed it.
  const limit = Math.round((rate.feeCents * input.durationMinutes) / 60);
  const feeCents = Math.min(input.feeCents, limit);
  const selfManaged = input.ndis?.management === 'self';
  return priced({
    route: 'NDIS',
    feeCents,
    rebateCents: 0,
    // Plan-managed: the plan manager pays the invoice. Self-managed: the participant pays and claims it back.
    funderPaysCents: selfManaged ? 0 : feeCents,
    item: rate.item,
    rateId: rate.rateId,
    rateEffectiveFrom: rate.effectiveFrom,
    eligible: true,
    warnings: selfManaged ? ['Self-managed: you pay this invoice and claim it from your NDIS plan.'] : [],
  });
}

function dvaQuote(input: QuoteInput): Quote {
  if (input.dva?.cardType === 'Orange') return privateQuote(input, 'DVA', false, 'An Orange card covers medicines only, not psychology sessions.');
  if (!input.entitlement.eligible) return privateQuote(input, 'DVA', false, input.entitlement.reason, input.entitlement.warnings);
  const rate = rateOn(input.rates, (r) => r.scheme === 'DVA' && coversLength(r, input.durationMinutes), input.sessionDate);
  if (!rate?.feeCents) return privateQuote(input, 'DVA', false, `No DVA item covers a ${input.durationMinutes}-minute session.`);
  return priced({ route: 'DVA', feeCents: rate.feeCents, rebateCents: 0, funderPaysCents: rate.feeCents, item: rate.item, rateId: rate.rateId, rateEffectiveFrom: rate.effectiveFrom, eligible: true, warnings: [] });
}

/** The insurer named on the claim, or the partner, pays the whole fee of a session it covers. */
function funderQuote(input: QuoteInput, route: 'WorkersComp' | 'Partnership'): Quote {
  const { entitlement } = input;
  if (!entitlement.eligible) return privateQuote(input, route, false, entitlement.reason, entitlement.warnings);
  return priced({ route, feeCents: input.feeCents, rebateCents: 0, funderPaysCents: input.feeCents, eligible: true, warnings: entitlement.warnings });
}

export function quoteSession(input: QuoteInput): Quote {
  switch (input.route) {
    case 'Private':
      return privateQuote(input, 'Private', true);
    case 'Medicare':
      return medicareQuote(input, false);
    case 'BulkBilled':
      return medicareQuote(input, true);
    case 'NDIS':
      return ndisQuote(input);
    case 'DVA':
      return dvaQuote(input);
    case 'WorkersComp':
      // Rates per scheme are the insurer's: it pays the psychologist's fee for approved sessions.
      return funderQuote(input, 'WorkersComp');
    case 'Partnership':
      return funderQuote(input, 'Partnership');
  }
}

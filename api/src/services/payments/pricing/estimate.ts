import { findAccountById } from '../../identity';
import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { sessionDurationTypes } from '../../reference-data';
import { discountCodeOf, isDiscountCodeUsedUp, type DiscountCodeRecord } from '../../funding';
import { validateFunding } from '../../funding';
import { calendarDateIn } from '../../../lib/australian-date';
import { loadFundingRates } from '../../funding';
import { feeFor, practicePricesOf } from './practice-prices.model';
import type { FundingDetails, FundingRouteName, PriceQuote } from './pricing.types';
import { FUNDING_ROUTES, quoteSession, type QuoteInput } from './quote';
import { DEFAULT_CLIENT_TIME_ZONE, MEDICARE_SESSIONS_PER_REFERRAL, MEDICARE_SESSIONS_PER_YEAR, type ReferralFacts } from '../../funding';
import { currentReferralOn, entitlementFor, referralCountedBy, type Entitlement } from '../../funding';
import { clientTimeZoneOf, loadEntitlementFacts } from '../../funding';

export interface PriceRequest {
  psychologistId: string;
  sessionDurationTypeId: number;
  startsAt: Date;
  fundingRoute: FundingRouteName;
  funding: FundingDetails;
  discountCode?: string;
  /** The signed-in client, for their referral, sessions used and discount uses. */
  patientId?: string;
  /** A session being rescheduled does not count against itself. */
  excludeSessionId?: string;
  /** Medicare and bulk-billed: price a client without a current referral as if they had one (a listing's price "with a GP referral"). */
  assumeReferral?: boolean;
  /** The zone the client books in; default the client's own zone (profile), else Sydney. */
  timeZone?: string;
}

export function durationOf(sessionDurationTypeId: number): number {
  const type = sessionDurationTypes.find((t) => t.sessionDurationTypeId === sessionDurationTypeId);
  if (!type) throw invalidField('sessionDurationTypeId', `Unknown session duration type ${sessionDurationTypeId}.`);
  return type.value;
}

export function parseFundingRoute(value: string | undefined): FundingRouteName {
  const route = (value ?? 'Private') as FundingRouteName;
  if (!FUNDING_ROUTES.includes(route)) throw invalidField('fundingRoute', `Must be one of ${FUNDING_ROUTES.join(', ')}.`);
  return route;
}

export async function requirePsychologist(psychologistId: string): Promise<void> {
  const account = await findAccountById(psychologistId);
  if (!account || account.userType !== 'psychologist' || !account.isApproved) throw notFound(`No psychologist '${psychologistId}'.`);
}

/** A valid code, else 422 on `discountCode` (unknown, expired, or already used by this client). */
export async function findDiscount(code: string | undefined, patientId: string | undefined, now: Date): Promise<DiscountCodeRecord | undefined> {
  if (!code?.trim()) return undefined;
  const record = await discountCodeOf(code.trim().toUpperCase());
  if (!record || record.disabled || (record.validUntil && record.validUntil < now)) throw invalidField('discountCode', 'This discount code is not valid.');
  if (patientId && (await isDiscountCodeUsedUp(record, patientId))) {
    throw invalidField('discountCode', 'This discount code has already been used.');
  }
  return record;
}

export interface PricedRequest {
  quote: PriceQuote;
  durationMinutes: number;
  medicareReferralId?: string;
  discount?: DiscountCodeRecord;
  /** The Medicare rebate counts on a GP referral that is not on file (a visitor, or `assumeReferral`). */
  referralAssumed: boolean;
  /** The zone the session's date was taken in. */
  timeZone: string;
}

const COUNTED_ROUTES: readonly FundingRouteName[] = ['Medicare', 'BulkBilled', 'DVA', 'WorkersComp', 'Partnership'];

/** Before sign-in: the price with a current referral and nothing used yet (the booking prices it again). */
function assumedEntitlement(route: FundingRouteName, sessionDate: string): Entitlement {
  if (route === 'Partnership') return { route, sessionDate, eligible: false, reason: 'You are not a member of a partner programme.', warnings: [] };
  const medicare = route === 'Medicare' || route === 'BulkBilled';
  return {
    route,
    sessionDate,
    eligible: true,
    warnings: [],
    ...(medicare && { medicare: { sessionNumberThisYear: 1, sessionNumberOnReferral: 1, sessionsPerYear: MEDICARE_SESSIONS_PER_YEAR, sessionsPerReferral: MEDICARE_SESSIONS_PER_REFERRAL } }),
  };
}

/** A referral issued on the session's day with the usual approval: what "with a GP referral" prices. */
const assumedReferral = (sessionDate: string): ReferralFacts => ({ medicareReferralId: 'assumed', issuedOn: sessionDate, validUntil: sessionDate });

/** Everything the quote needs, read from the database, then the pure entitlement and quote. */
export async function priceSession(request: PriceRequest, now = new Date()): Promise<PricedRequest> {
  const durationMinutes = durationOf(request.sessionDurationTypeId);
  validateFunding(request.fundingRoute, request.funding);
  await requirePsychologist(request.psychologistId);
  const counted = !!request.patientId && COUNTED_ROUTES.includes(request.fundingRoute);
  const [prices, rates, discount, facts] = await Promise.all([
    practicePricesOf(request.psychologistId),
    loadFundingRates(),
    findDiscount(request.discountCode, request.patientId, now),
    counted ? loadEntitlementFacts(request.patientId!, now) : undefined,
  ]);
  // Dates are the client's: the year a session counts in and the rate in force on its day.
  const timeZone = request.timeZone ?? facts?.clientTimeZone ?? (request.patientId ? await clientTimeZoneOf(request.patientId) : DEFAULT_CLIENT_TIME_ZONE);
  const sessionDate = calendarDateIn(request.startsAt, timeZone);
  const medicareRoute = request.fundingRoute === 'Medicare' || request.fundingRoute === 'BulkBilled';
  // Asked for the price "with a GP referral" and none is on file: count this year's sessions as
  // they are, on a referral the client does not have yet (the booking prices it again).
  const referralAssumed = medicareRoute && (!facts || (!!request.assumeReferral && !currentReferralOn(facts.medicareReferrals, sessionDate)));
  const countedFacts = facts && referralAssumed ? { ...facts, medicareReferrals: [...facts.medicareReferrals, assumedReferral(sessionDate)] } : facts;
  const entitlement = countedFacts
    ? entitlementFor(countedFacts, {
        route: request.fundingRoute,
        startsAt: request.startsAt,
        timeZone,
        excludeSessionId: request.excludeSessionId,
        workersCompClaimNumber: request.funding.workersCompClaimNumber,
        workersCompApprovedSessions: request.funding.workersCompApprovedSessions,
        dvaReferralIssuedOn: request.funding.dvaReferralIssuedOn,
      })
    : assumedEntitlement(request.fundingRoute, sessionDate);
  const input: QuoteInput = {
    route: request.fundingRoute,
    feeCents: feeFor(prices, durationMinutes),
    durationMinutes,
    practitionerType: prices.practitionerType,
    sessionDate,
    rates,
    entitlement,
    psychologistBulkBills: prices.bulkBills,
    ndis: request.funding.ndisManagement ? { management: request.funding.ndisManagement } : undefined,
    dva: request.funding.dvaCardType ? { cardType: request.funding.dvaCardType } : undefined,
    discount: discount && { code: discount._id, percentOff: discount.percentOff, amountOffCents: discount.amountOffCents },
  };
  const { route, ...quote } = quoteSession(input);
  const medicareReferralId = referralAssumed ? undefined : referralCountedBy(quote, entitlement);
  return {
    quote: { fundingRoute: route, ...quote, ...(discount && { discountCode: discount._id }) },
    durationMinutes,
    ...(medicareReferralId && { medicareReferralId }),
    discount,
    referralAssumed,
    timeZone,
  };
}

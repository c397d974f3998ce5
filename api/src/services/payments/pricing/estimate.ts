import { AccountModel } from '../../identity/accounts/account.model';
import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { SessionModel } from '../../sessions/records/session.model';
import { sessionDurationTypes } from '../../users/taxonomies/data/session-duration-types';
import { ClientReferrerModel } from '../../users/client-referrers/client-referrer.model';
import { findReferrerByIdentifier } from '../../users/taxonomies/referrer-lookup';
import { DiscountCodeModel, DiscountRedemptionModel, redemptionId, type DiscountCodeRecord } from '../funding/discount-code.model';
import { MedicareReferralModel, type MedicareReferralRecord } from '../funding/medicare-referral.model';
import { validateFunding } from '../funding/validate-funding';
import { calendarDateIn } from './australian-date';
import { loadFundingRates } from './funding-rates';
import { feeFor, practicePricesOf } from './practice-prices.model';
import type { FundingDetails, FundingRouteName, PriceQuote } from './pricing.types';
import { FUNDING_ROUTES, quoteSession, type QuoteInput } from './quote';

/** Sessions a partner programme pays per member, unless the partner's data says otherwise. */
export const PARTNER_SESSIONS_COVERED = 6;

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
  const account = await AccountModel.findById(psychologistId).lean();
  if (!account || account.userType !== 'psychologist' || !account.isApproved) throw notFound(`No psychologist '${psychologistId}'.`);
}

/** The referral current on the date, newest first. */
export async function currentReferral(patientId: string, date: string): Promise<MedicareReferralRecord | undefined> {
  const referrals = await MedicareReferralModel.find({ patientId }).lean();
  return referrals.filter((r) => r.issuedOn <= date && date <= r.validUntil).sort((a, b) => (a.issuedOn < b.issuedOn ? 1 : -1))[0];
}

/** Rebated sessions this calendar year and on the referral, not counting cancelled ones. */
async function medicareUsage(patientId: string, date: string, referralId: string | undefined, excludeSessionId?: string) {
  const year = date.slice(0, 4);
  const sessions = await SessionModel.find({ patientId }).lean();
  const rebated = sessions.filter(
    (s) => s._id !== excludeSessionId && s.sessionStatus !== 'Cancelled' && (s.quote?.rebateCents ?? 0) > 0,
  );
  return {
    sessionsUsedThisYear: rebated.filter((s) => calendarDateIn(s.startsAt).slice(0, 4) === year).length,
    sessionsUsedOnReferral: referralId ? rebated.filter((s) => s.medicareReferralId === referralId).length : 0,
  };
}

/** A valid code, else 422 on `discountCode` (unknown, expired, or already used by this client). */
export async function findDiscount(code: string | undefined, patientId: string | undefined, now: Date): Promise<DiscountCodeRecord | undefined> {
  if (!code?.trim()) return undefined;
  const record = await DiscountCodeModel.findById(code.trim().toUpperCase()).lean();
  if (!record || (record.validUntil && record.validUntil < now)) throw invalidField('discountCode', 'This discount code is not valid.');
  if (patientId && (await DiscountRedemptionModel.exists({ _id: redemptionId(record, patientId) }))) {
    throw invalidField('discountCode', 'This discount code has already been used.');
  }
  return record;
}

async function partnerOf(patientId: string, now: Date, excludeSessionId?: string): Promise<QuoteInput['partner']> {
  const links = await ClientReferrerModel.find({ patientId }).lean();
  const current = links.filter((l) => l.expiresAt > now).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
  const referrer = current && (await findReferrerByIdentifier(current.referrerId));
  if (!referrer || referrer.fundingType !== 'Partnership') return undefined;
  const sessions = await SessionModel.find({ patientId }).lean();
  const used = sessions.filter((s) => s._id !== excludeSessionId && s.sessionStatus !== 'Cancelled' && s.sessionType === 'Partnership').length;
  return { sessionsCovered: PARTNER_SESSIONS_COVERED, sessionsUsed: used, partnerName: referrer.displayName };
}

export interface PricedRequest {
  quote: PriceQuote;
  durationMinutes: number;
  medicareReferralId?: string;
  discount?: DiscountCodeRecord;
  /** The Medicare rebate counts on a GP referral that is not on file (a visitor, or `assumeReferral`). */
  referralAssumed: boolean;
}

/** Everything the quote needs, read from the database, then the pure quote. */
export async function priceSession(request: PriceRequest, now = new Date()): Promise<PricedRequest> {
  const durationMinutes = durationOf(request.sessionDurationTypeId);
  validateFunding(request.fundingRoute, request.funding);
  await requirePsychologist(request.psychologistId);
  const [prices, rates, discount] = await Promise.all([
    practicePricesOf(request.psychologistId),
    loadFundingRates(),
    findDiscount(request.discountCode, request.patientId, now),
  ]);
  const sessionDate = calendarDateIn(request.startsAt);
  const input: QuoteInput = {
    route: request.fundingRoute,
    feeCents: feeFor(prices, durationMinutes),
    durationMinutes,
    practitionerType: prices.practitionerType,
    sessionDate,
    rates,
    psychologistBulkBills: prices.bulkBills,
    ndis: request.funding.ndisManagement ? { management: request.funding.ndisManagement } : undefined,
    dva: request.funding.dvaCardType ? { cardType: request.funding.dvaCardType } : undefined,
    discount: discount && { code: discount._id, percentOff: discount.percentOff, amountOffCents: discount.amountOffCents },
  };
  let medicareReferralId: string | undefined;
  let referralAssumed = false;
  if (request.fundingRoute === 'Medicare' || request.fundingRoute === 'BulkBilled') {
    if (request.patientId) {
      const referral = await currentReferral(request.patientId, sessionDate);
      medicareReferralId = referral?._id;
      referralAssumed = !referral && !!request.assumeReferral;
      input.medicare = { hasCurrentReferral: !!referral || referralAssumed, ...(await medicareUsage(request.patientId, sessionDate, referral?._id, request.excludeSessionId)) };
    } else {
      // Before sign-in: the price with a current referral and no sessions used yet (the booking re-prices it).
      referralAssumed = true;
      input.medicare = { hasCurrentReferral: true, sessionsUsedThisYear: 0, sessionsUsedOnReferral: 0 };
    }
  }
  if (request.fundingRoute === 'Partnership') {
    input.partner = request.patientId ? await partnerOf(request.patientId, now, request.excludeSessionId) : undefined;
  }
  const { route, ...quote } = quoteSession(input);
  return {
    quote: { fundingRoute: route, ...quote, ...(discount && { discountCode: discount._id }) },
    durationMinutes,
    medicareReferralId,
    discount,
    referralAssumed,
  };
}

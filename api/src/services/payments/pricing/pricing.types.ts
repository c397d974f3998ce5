/** Request and answer shapes of the pricing endpoints (the SDK's types come from these). */

import type { MoneyBreakdown } from '../../../lib/money';

import type { FundingDetails, FundingRouteName } from '../../funding';

export type { FundingDetails, FundingRouteName };

export interface PricingEstimationRequest {
  psychologistId: string;
  /** From /session-duration-types (1 = 20 min, 2 = 50 min, 3 = 80 min). */
  sessionDurationTypeId: number;
  /** The session's start (ISO 8601 instant); defaults to now, for the current rates. */
  sessionStartDate?: string;
  timezoneId?: string;
  /** Default Private. */
  fundingRoute?: FundingRouteName;
  funding?: FundingDetails;
  discountCode?: string;
}

export interface MedicareUsage {
  sessionNumberThisYear: number;
  sessionNumberOnReferral: number;
  sessionsPerYear: number;
  sessionsPerReferral: number;
}

/** A price under one funding route. Money is integer cents (AUD). fee = rebate + funderPays + discount + outOfPocket. */
export interface PriceQuote extends MoneyBreakdown {
  fundingRoute: FundingRouteName;
  currency: 'aud';
  item?: string;
  /** The funder's rates row the quote used (`GET /payments/admin/funding-rates` lists it). */
  rateId?: string;
  /** 'YYYY-MM-DD': the date the funder's rate used applies from. */
  rateEffectiveFrom?: string;
  /** false: this route cannot fund the session (see reason); the figures are then the private ones. */
  eligible: boolean;
  reason?: string;
  warnings: string[];
  medicare?: MedicareUsage;
  /** The discount code applied, when it was valid. */
  discountCode?: string;
}

export interface SessionPrice {
  sessionDurationTypeId: number;
  durationMinutes: number;
  feeCents: number;
  /** The Medicare rebate for this length with this psychologist today, when an item covers it. */
  medicareRebateCents?: number;
  medicareItem?: string;
  rateEffectiveFrom?: string;
}

export interface SessionPrices {
  psychologistId: string;
  practitionerType: 'ClinicalPsychologist' | 'Psychologist';
  bulkBills: boolean;
  currency: 'aud';
  prices: SessionPrice[];
}

export interface CheckSurchargeRequest {
  /** ISO 8601 instant. */
  sessionStartDate: string;
  timezoneId: string;
  psychologistId?: string;
}

export interface SurchargeAnswer {
  hasSurcharge: boolean;
  surchargeCents: number;
  reason?: string;
}

/** Routes a price list can quote: the others need the client's details (priced one at a time, with them). */
export type ListedFundingRoute = 'Private' | 'Medicare' | 'BulkBilled' | 'Partnership';

/** One session to price: a psychologist, a length and (optionally) a start. */
export interface PriceListItem {
  psychologistId: string;
  /** From /session-duration-types (1 = 20 min, 2 = 50 min, 3 = 80 min). */
  sessionDurationTypeId: number;
  /** The session's start (ISO 8601 instant); defaults to now, for the current rates. */
  sessionStartDate?: string;
}

export interface PriceListRequest {
  /**
   * @minItems 1
   * @maxItems 60
   */
  sessions: PriceListItem[];
  /** Default Private. */
  fundingRoute?: ListedFundingRoute;
  /**
   * Medicare and bulk-billed: price a signed-in client who has no current GP referral as if they
   * had one, and say so (`referralAssumed`). A visitor's price always assumes one.
   */
  withReferral?: boolean;
}

export interface PriceListEntry extends PriceListItem {
  quote: PriceQuote;
  /** The rebate counts on a GP referral that is not on file yet. */
  referralAssumed: boolean;
}

export interface PriceList {
  /** In the order asked; a psychologist who cannot be booked is left out. */
  quotes: PriceListEntry[];
}

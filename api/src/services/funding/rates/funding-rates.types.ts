import type { RatesFreshness } from './rates-freshness';

/** One dated row of a funder's rates. Money is integer cents (AUD). */
export interface FundingRateRow {
  rateId: string;
  scheme: 'Medicare' | 'NDIS' | 'DVA';
  /** Medicare only: whose item it is. */
  practitionerType?: 'ClinicalPsychologist' | 'Psychologist';
  item: string;
  /** Session lengths the item covers, in minutes (inclusive; no maxMinutes = no upper end). */
  minMinutes: number;
  maxMinutes?: number;
  /** 'YYYY-MM-DD': the rate applies to sessions on or after this date (the client's date). */
  effectiveFrom: string;
  /** The schedule fee (Medicare), fee (DVA) or price limit per hour (NDIS). */
  feeCents?: number;
  /** Medicare: the rebate. */
  rebateCents?: number;
  /** NDIS: the limit is per hour. */
  perHour?: boolean;
  /** Set on rows an administrator added. */
  addedBy?: string;
  addedAt?: Date;
}

export interface FundingRatesOverview {
  /** Every row, newest first within each funder. */
  rates: FundingRateRow[];
  /** Per funder: whether its newest row is more than 12 months old. */
  freshness: RatesFreshness[];
}

export interface NewFundingRateRequest {
  scheme: 'Medicare' | 'NDIS' | 'DVA';
  /** Medicare: the item's practitioner type (taken from the item when absent). */
  practitionerType?: 'ClinicalPsychologist' | 'Psychologist';
  /** An MBS, DVA or NDIS item the funder already has rows for. */
  item: string;
  /** Session lengths in minutes; absent: the item's newest row's. */
  minMinutes?: number;
  maxMinutes?: number;
  /** 'YYYY-MM-DD', after today: a new rate applies from a future date. */
  effectiveFrom: string;
  /** Required for DVA and NDIS (the NDIS limit per hour); Medicare's schedule fee, optional. */
  feeCents?: number;
  /** Required for Medicare. */
  rebateCents?: number;
}

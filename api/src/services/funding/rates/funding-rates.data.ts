/**
 * Funders' rates, dated (domain.md, "Medicare Better Access" and "Other funders"). Amounts change
 * every 1 July, so they are data: seeded into `funding_rates` (an administrator may add a row for
 * a new year) and never written into the pricing code. Money is integer cents; every rate carries
 * the first day (Australian calendar date) it applies from.
 *
 * Our sessions are video sessions, so the Medicare items are the telehealth ones, which mirror the
 * in-rooms items at the same fees (domain.md). Check items against MBS Online before relying on them.
 */
export type PractitionerType = 'ClinicalPsychologist' | 'Psychologist';
export type FundingRateScheme = 'Medicare' | 'NDIS' | 'DVA';

export interface FundingRate {
  /** Stable key, also the seeded document's `_id`. */
  rateId: string;
  scheme: FundingRateScheme;
  /** Medicare only: whose item it is. */
  practitionerType?: PractitionerType;
  /** MBS, DVA or NDIS item. */
  item: string;
  /** Session lengths the item covers, in minutes (inclusive; `maxMinutes` absent = no upper end). */
  minMinutes: number;
  maxMinutes?: number;
  /** 'YYYY-MM-DD': the rate applies to sessions on or after this date (Australia/Sydney). */
  effectiveFrom: string;
  /** The schedule fee (Medicare), fee (DVA) or price limit per hour (NDIS), when published. */
  feeCents?: number;
  /** Medicare: the rebate (85 % of the schedule fee). */
  rebateCents?: number;
  /** NDIS: the price limit is per hour; part-hours are claimable pro rata. */
  perHour?: boolean;
}

export const fundingRates: readonly FundingRate[] = [
  // Medicare Better Access, clinical psychologist, 50+ minutes (video item 91167 mirrors 80010).
  { rateId: 'mbs-91167-2023-11-01', scheme: 'Medicare', practitionerType: 'ClinicalPsychologist', item: '91167', minMinutes: 50, effectiveFrom: '2023-11-01', feeCents: 16120, rebateCents: 13705 },
  { rateId: 'mbs-91167-2024-07-01', scheme: 'Medicare', practitionerType: 'ClinicalPsychologist', item: '91167', minMinutes: 50, effectiveFrom: '2024-07-01', rebateCents: 14185 },
  { rateId: 'mbs-91167-2025-07-01', scheme: 'Medicare', practitionerType: 'ClinicalPsychologist', item: '91167', minMinutes: 50, effectiveFrom: '2025-07-01', feeCents: 17085, rebateCents: 14525 },
  // Psychologist, 50+ minutes (91170 mirrors 80110).
  { rateId: 'mbs-91170-2023-11-01', scheme: 'Medicare', practitionerType: 'Psychologist', item: '91170', minMinutes: 50, effectiveFrom: '2023-11-01', rebateCents: 9335 },
  { rateId: 'mbs-91170-2024-07-01', scheme: 'Medicare', practitionerType: 'Psychologist', item: '91170', minMinutes: 50, effectiveFrom: '2024-07-01', rebateCents: 9665 },
  { rateId: 'mbs-91170-2025-07-01', scheme: 'Medicare', practitionerType: 'Psychologist', item: '91170', minMinutes: 50, effectiveFrom: '2025-07-01', feeCents: 11640, rebateCents: 9895 },
  // Psychologist, 20–49 minutes: fee $82.50 from 1 Jul 2025; rebate 85 %, rounded up to 5 cents as Medicare does.
  { rateId: 'mbs-91169-2025-07-01', scheme: 'Medicare', practitionerType: 'Psychologist', item: '91169', minMinutes: 20, maxMinutes: 49, effectiveFrom: '2025-07-01', feeCents: 8250, rebateCents: 7015 },
  // NDIS psychology price limit per hour (2025–26).
  { rateId: 'ndis-psychology-2025-07-01', scheme: 'NDIS', item: '15_054_0128_1_3', minMinutes: 1, effectiveFrom: '2025-07-01', feeCents: 23299, perHour: true },
  // DVA US14, psychology 50+ minutes (2025–26).
  { rateId: 'dva-us14-2025-07-01', scheme: 'DVA', item: 'US14', minMinutes: 50, effectiveFrom: '2025-07-01', feeCents: 16340 },
];

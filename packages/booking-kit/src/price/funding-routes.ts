import type { FundingRouteName } from '@harbour/sdk/payments';

/** Every funding route the payments service prices (docs/booking.md), with the words a client chooses by. */
export const FUNDING_ROUTES: { value: FundingRouteName; label: string }[] = [
  { value: 'Private', label: 'Private (I pay the fee)' },
  { value: 'Medicare', label: 'Medicare rebate (GP referral)' },
  { value: 'BulkBilled', label: 'Bulk-billed (no gap)' },
  { value: 'NDIS', label: 'NDIS' },
  { value: 'DVA', label: 'DVA' },
  { value: 'WorkersComp', label: "Workers' compensation" },
  { value: 'Partnership', label: 'Partner programme' },
];

export const isFundingRoute = (value: string | undefined): value is FundingRouteName => FUNDING_ROUTES.some((route) => route.value === value);

export const fundingLabel = (value: string) => FUNDING_ROUTES.find((route) => route.value === value)?.label ?? value;

/** Routes the API prices only with their details (participant number, card, claim). */
export const NEEDS_DETAILS: readonly FundingRouteName[] = ['NDIS', 'DVA', 'WorkersComp'];

import type { FundingRouteName, ListedFundingRoute, PatientPaymentType } from '@harbour/sdk/payments';

/** Every funding route the payments service prices (docs/booking.md). */
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

/** Routes the API prices only with their details (participant number, card, claim): asked on /book/finalise. */
export const NEEDS_DETAILS: readonly FundingRouteName[] = ['NDIS', 'DVA', 'WorkersComp'];

/** The address's value for "not chosen yet", so an account's default does not come back once the client says so. */
export const UNDECIDED = 'later';

/**
 * The route prices are shown under: the one the client chose; else what their account says (a
 * partner's programme, or Medicare when a GP referral is on file); else none yet, and listings
 * show the "from … after the Medicare rebate" price.
 */
export function initialFundingRoute(chosen: string | undefined, account?: PatientPaymentType): FundingRouteName | undefined {
  if (isFundingRoute(chosen)) return chosen;
  if (chosen === UNDECIDED) return undefined;
  if (account && account.paymentType !== 'Private') return account.paymentType;
  if (account?.hasCurrentMedicareReferral) return 'Medicare';
  return undefined;
}

/** The route a time is held under: a route that needs details is held at the private fee until they are given. */
export function heldRoute(route: FundingRouteName | undefined): FundingRouteName {
  return !route || NEEDS_DETAILS.includes(route) ? 'Private' : route;
}

/** The route a list of times or psychologists is priced under (none chosen: Medicare with a GP referral, the "from" price). */
export function listedRoute(route: FundingRouteName | undefined): ListedFundingRoute {
  if (!route) return 'Medicare';
  return NEEDS_DETAILS.includes(route) ? 'Private' : (route as ListedFundingRoute);
}

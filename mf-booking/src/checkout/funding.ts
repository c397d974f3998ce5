import { FUNDING_ROUTES, fundingLabel, isFundingRoute, NEEDS_DETAILS } from '@harbour/booking-kit';
import type { PatientPaymentType, FundingRouteName, ListedFundingRoute } from '@harbour/sdk/payments';

// The routes and their words are the booking kit's (booking and the directory say them the same way).
export { FUNDING_ROUTES, fundingLabel, isFundingRoute, NEEDS_DETAILS };

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

import type { FundingRouteName } from '@harbour/sdk/payments';
import { Loading } from '@harbour/ui';
import { QuotePanel } from '@harbour/booking-kit';
import { NEEDS_DETAILS } from './funding';
import { useListingPrices } from './useListingPrices';

/**
 * The chosen time's price, from the API, under the client's route. Before a route is chosen: the
 * price with a Medicare rebate and a GP referral. A client without a referral yet sees what they
 * pay once they give it (marked), never the full fee as if no rebate could apply.
 */
export function ChosenTimePrice({ psychologistId, startsAt, sessionDurationTypeId, route }: { psychologistId: string; startsAt: string; sessionDurationTypeId: string | undefined; route: FundingRouteName | undefined }) {
  const { prices, isLoading, error } = useListingPrices([psychologistId], sessionDurationTypeId, route, startsAt);
  const listed = prices.get(psychologistId);
  if (isLoading) return <Loading label="Working out your price" />;
  if (error || !listed) return <p role="alert">The price could not be worked out. Please choose the time again.</p>;
  if (!route) {
    return <QuotePanel quote={listed.quote} heading="Your price with a Medicare rebate" referralAssumed={listed.referralAssumed} note="Choose how the session will be paid (above) to see your own price." />;
  }
  if (NEEDS_DETAILS.includes(route)) {
    return <QuotePanel quote={listed.quote} note="Your funder’s share is worked out from your details on the next step. Until then this is the private fee." />;
  }
  return <QuotePanel quote={listed.quote} referralAssumed={listed.referralAssumed} />;
}

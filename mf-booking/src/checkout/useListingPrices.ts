import { useMemo } from 'react';
import { useEstimatePriceListQuery, type FundingRouteName } from '@harbour/sdk/payments';
import { type ListedQuote } from '@harbour/booking-kit';
import { listedRoute } from './funding';

/** The API's price list answers at most this many sessions at once. */
export const PRICE_LIST_MAX = 60;

/**
 * The price of one session with each psychologist, from the API's price list, under the client's
 * route (none chosen: Medicare with a GP referral, for the "from" price). A client without a
 * referral yet sees the price they pay once they give one, marked as assumed.
 */
export function useListingPrices(psychologistIds: readonly string[], sessionDurationTypeId: string | undefined, route: FundingRouteName | undefined, sessionStartDate?: string) {
  const ids = psychologistIds.slice(0, PRICE_LIST_MAX);
  const answer = useEstimatePriceListQuery(
    {
      priceListRequest: {
        sessions: ids.map((psychologistId) => ({ psychologistId, sessionDurationTypeId: Number(sessionDurationTypeId), ...(sessionStartDate && { sessionStartDate }) })),
        fundingRoute: listedRoute(route),
        withReferral: true,
      },
    },
    { skip: ids.length === 0 || !sessionDurationTypeId },
  );
  const prices = useMemo(() => new Map<string, ListedQuote>((answer.data?.quotes ?? []).map((entry) => [entry.psychologistId, entry])), [answer.data]);
  return { prices, isLoading: answer.isFetching, error: answer.error };
}

import { useMemo } from 'react';
import { useEstimatePriceListQuery, type ListedFundingRoute, type PriceListEntry } from '@harbour/sdk/payments';

/** The standard session (50 minutes) in /users/session-duration-types. */
export const STANDARD_SESSION_TYPE_ID = 2;

/**
 * Prices from the API's price list (at most 60 at once): each psychologist's sessions of the
 * given lengths, under the route (none chosen: Medicare with a GP referral, the "from" price).
 */
export function useListingPrices(sessions: readonly { psychologistId: string; sessionDurationTypeId: number }[], route: ListedFundingRoute | undefined, skip = false) {
  const answer = useEstimatePriceListQuery(
    { priceListRequest: { sessions: sessions.slice(0, 60).map(({ psychologistId, sessionDurationTypeId }) => ({ psychologistId, sessionDurationTypeId })), fundingRoute: route ?? 'Medicare', withReferral: true } },
    { skip: skip || sessions.length === 0 },
  );
  const prices = useMemo(() => new Map<string, PriceListEntry>((answer.data?.quotes ?? []).map((entry) => [`${entry.psychologistId}|${entry.sessionDurationTypeId}`, entry])), [answer.data]);
  return { prices, isLoading: answer.isFetching };
}

export const priceKey = (psychologistId: string, sessionDurationTypeId = STANDARD_SESSION_TYPE_ID) => `${psychologistId}|${sessionDurationTypeId}`;

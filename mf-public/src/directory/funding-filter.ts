import type { FundingOption } from '@harbour/sdk/directory';
import type { ListedFundingRoute } from '@harbour/sdk/payments';

// The directory's funding filter as a pricing route; the price in words is the booking kit's priceWords.

/** The route a card is priced under: the directory's funding filter when it is one a list can price, else none chosen. */
export function routeOfFilter(funding: FundingOption | undefined): ListedFundingRoute | undefined {
  return funding === 'Medicare' || funding === 'BulkBilled' || funding === 'Partnership' ? funding : undefined;
}

export const acceptsMedicare = (fundingAccepted: readonly FundingOption[]) => fundingAccepted.includes('Medicare') || fundingAccepted.includes('BulkBilled');

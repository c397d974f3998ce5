import type { FundingOption } from '@harbour/sdk/users';
import type { ListedFundingRoute, PriceListEntry } from '@harbour/sdk/payments';
import { formatCents } from '@harbour/ui';

// A listing's price in words, from the API's price list (the checkout in mf-booking words a chosen
// time the same way; areas share only through packages, so each keeps its few lines).

/** The route a card is priced under: the directory's funding filter when it is one a list can price, else none chosen. */
export function routeOfFilter(funding: FundingOption | undefined): ListedFundingRoute | undefined {
  return funding === 'Medicare' || funding === 'BulkBilled' || funding === 'Partnership' ? funding : undefined;
}

export const acceptsMedicare = (fundingAccepted: readonly FundingOption[]) => fundingAccepted.includes('Medicare') || fundingAccepted.includes('BulkBilled');

export interface CardPrice {
  /** What the visitor pays, as the card leads with it. */
  headline: string;
  detail?: string;
}

/**
 * Before a route is chosen: the fee and "from $X after the Medicare rebate with a GP referral".
 * With the Medicare (or bulk-billing) filter: the rebate and what is left to pay.
 */
export function cardPrice(entry: Pick<PriceListEntry, 'quote' | 'referralAssumed'>, route: ListedFundingRoute | undefined, medicare: boolean, session = 'a session'): CardPrice {
  const { quote } = entry;
  const fee = formatCents(quote.feeCents);
  const pays = formatCents(quote.outOfPocketCents);
  const referral = entry.referralAssumed ? 'with a GP referral' : 'with your GP referral';
  if (!medicare && route !== 'Partnership' && route !== 'Private') return { headline: `${fee} ${session}`, detail: 'Private fee: no Medicare rebate with this psychologist.' };
  if (!route) {
    if (!quote.eligible) return { headline: `${fee} ${session}`, ...(quote.reason && { detail: quote.reason }) };
    return { headline: `${fee} ${session}`, detail: quote.outOfPocketCents > 0 ? `from ${pays} after the Medicare rebate with a GP referral` : 'nothing to pay after the Medicare rebate with a GP referral' };
  }
  if (!quote.eligible) return { headline: `${pays} to pay`, ...(quote.reason && { detail: quote.reason }) };
  if (route === 'BulkBilled') return { headline: 'Bulk-billed: nothing to pay', detail: `Medicare pays ${formatCents(quote.rebateCents)} ${referral}.` };
  if (route === 'Medicare') return { headline: `${pays} to pay`, detail: `Fee ${fee} less the Medicare rebate of ${formatCents(quote.rebateCents)} ${referral}.` };
  if (route === 'Partnership') return { headline: quote.outOfPocketCents > 0 ? `${pays} to pay` : 'Nothing to pay', detail: 'Your partner programme pays for this session.' };
  return { headline: `${pays} to pay`, detail: 'Private fee: no Medicare rebate.' };
}

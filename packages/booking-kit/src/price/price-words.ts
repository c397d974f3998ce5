import type { FundingRouteName, PriceQuote } from '@harbour/sdk/payments';
import { formatCents } from '@harbour/ui';
import { NEEDS_DETAILS } from './funding-routes';

/**
 * What a listing (a time, a psychologist) says about the price, in words, from the API's quote:
 * before a funding route is chosen, "from $X after the Medicare rebate with a GP referral"; after,
 * the rebate or funder's share and what the client pays. Money is never worked out here.
 */
export interface PriceWords {
  /** The figure that matters: what the client pays. */
  headline: string;
  /** How it is made up, or why there is no rebate. */
  detail?: string;
}

export interface ListedQuote {
  quote: PriceQuote;
  /** The rebate counts on a GP referral not given yet. */
  referralAssumed: boolean;
}

export const fromPrice = (outOfPocketCents: number) =>
  outOfPocketCents > 0 ? `from ${formatCents(outOfPocketCents)} after the Medicare rebate with a GP referral` : 'nothing to pay after the Medicare rebate with a GP referral';

const withReferral = (listed: ListedQuote) => (listed.referralAssumed ? ' with a GP referral' : ' with your GP referral');

/**
 * @param route the client's chosen route, undefined before they choose (the quote is then a Medicare one)
 * @param acceptsMedicare false when the psychologist's listing offers no Medicare rebate
 * @param session what the fee is for before a route is chosen: "a session", "a 50-minute session"
 */
export function priceWords(listed: ListedQuote, route: FundingRouteName | undefined, acceptsMedicare = true, session = 'a session'): PriceWords {
  const { quote } = listed;
  const fee = formatCents(quote.feeCents);
  const pays = formatCents(quote.outOfPocketCents);
  if (!route) {
    if (!acceptsMedicare || !quote.eligible) return { headline: `${fee} ${session}`, detail: acceptsMedicare ? quote.reason : 'Private fee: no Medicare rebate with this psychologist.' };
    return { headline: `${fee} ${session}`, detail: fromPrice(quote.outOfPocketCents) };
  }
  if (NEEDS_DETAILS.includes(route)) return { headline: `${fee} fee`, detail: 'Your funder’s share is worked out from your details when you book.' };
  if ((route === 'Medicare' || route === 'BulkBilled') && !acceptsMedicare) return { headline: `${pays} to pay`, detail: 'No Medicare rebate with this psychologist.' };
  if (!quote.eligible) return { headline: `${pays} to pay`, detail: quote.reason };
  if (route === 'BulkBilled') return { headline: 'Bulk-billed: nothing to pay', detail: `Medicare pays ${formatCents(quote.rebateCents)}${withReferral(listed)}.` };
  if (route === 'Medicare') return { headline: `${pays} to pay`, detail: `Fee ${fee} less the Medicare rebate of ${formatCents(quote.rebateCents)}${withReferral(listed)}.` };
  if (route === 'Partnership') return { headline: quote.outOfPocketCents > 0 ? `${pays} to pay` : 'Nothing to pay', detail: 'Your partner programme pays for this session.' };
  return { headline: `${pays} to pay`, detail: 'Private fee: no Medicare rebate.' };
}

/** One line for a screen reader or a narrow column. */
export const priceSentence = (words: PriceWords) => (words.detail ? `${words.headline}. ${words.detail}` : words.headline);

/**
 * What is charged and when, for the price panel and the confirmation: never "$0.00, charged after
 * the session" — when there is nothing to pay, say so and say who pays.
 */
export function chargeSentence(quote: Pick<PriceQuote, 'outOfPocketCents' | 'rebateCents' | 'funderPaysCents' | 'discountCents'> & { fundingRoute: string }): string {
  if (quote.outOfPocketCents > 0) return `Nothing is charged now: your card is charged ${formatCents(quote.outOfPocketCents)} after the session.`;
  if (quote.fundingRoute === 'BulkBilled') return 'Bulk-billed: nothing is charged to you, now or after the session.';
  if (quote.funderPaysCents > 0) return 'Nothing is charged to you, now or after the session: your funder pays for it.';
  return 'Nothing is charged to you, now or after the session.';
}

import type { FundingRouteName } from '@harbour/sdk/payments';
import { priceWords, type ListedQuote } from '@harbour/booking-kit';

/** A psychologist's price in a list of times: what the client pays, then how it is made up. */
export function ListingPrice({ listed, route, acceptsMedicare, loading }: { listed?: ListedQuote; route: FundingRouteName | undefined; acceptsMedicare?: boolean; loading?: boolean }) {
  if (!listed) return loading ? <p className="price">Working out the price…</p> : null;
  const words = priceWords(listed, route, acceptsMedicare);
  return (
    <p className="price" data-testid="listing-price">
      <strong>{words.headline}</strong>
      {words.detail ? <> · {words.detail}</> : null}
    </p>
  );
}

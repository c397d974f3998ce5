import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useGetFundingRatesQuery, type RatesFreshness } from '@harbour/sdk/funding';
import { LoadError } from '@harbour/ui';

/** Each stale funder's warning, named, in one list (the rates page and the console home show it). */
export function StaleRatesList({ freshness }: { freshness: RatesFreshness[] }) {
  const stale = freshness.filter((f) => f.stale);
  if (stale.length === 0) return <p>Every funder&apos;s rates are up to date.</p>;
  return (
    <ul aria-label="Rates out of date" style={{ paddingLeft: '1.25rem', display: 'grid', gap: '0.5rem' }}>
      {stale.map((f) => (
        <li key={f.scheme}>
          <strong>{f.scheme}:</strong> {f.message}
        </li>
      ))}
    </ul>
  );
}

/** On the console home: whether any funder's newest rates row is more than 12 months old. */
export function StaleRatesNotice() {
  const rates = useGetFundingRatesQuery();
  let content;
  if (rates.error) content = <LoadError what="the rates" message={errorMessageOf(rates.error)} onRetry={() => void rates.refetch()} />;
  else if (!rates.data) content = <p aria-busy="true">Checking the rates…</p>;
  else content = <StaleRatesList freshness={rates.data.freshness} />;
  return (
    <section aria-labelledby="admin-rates-heading">
      <h2 id="admin-rates-heading">Rates and prices</h2>
      {content}
      <p>
        <Link to="/admin/rates">Review the rates</Link>
      </p>
      <p>
        <Link to="/admin/discount-codes">Discount codes</Link>
      </p>
    </section>
  );
}

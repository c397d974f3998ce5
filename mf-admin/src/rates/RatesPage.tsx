import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useGetFundingRatesQuery } from '@harbour/sdk/funding';
import { Container, LoadError, Loading } from '@harbour/ui';
import { AddRateForm } from './AddRateForm';
import { RatesTables } from './RatesTables';
import { StaleRatesList } from './StaleRatesNotice';

/** /admin/rates: each funder's dated rates, what is out of date, and a form to add a new year's row. */
export function RatesPage() {
  const rates = useGetFundingRatesQuery();

  let content;
  if (rates.error) content = <LoadError what="the rates" message={errorMessageOf(rates.error)} onRetry={() => void rates.refetch()} />;
  else if (!rates.data) content = <Loading label="Loading the rates" />;
  else
    content = (
      <>
        <section aria-labelledby="rates-freshness-heading">
          <h2 id="rates-freshness-heading">Up to date?</h2>
          <StaleRatesList freshness={rates.data.freshness} />
        </section>
        {rates.data.rates.length === 0 ? <p>No rates are on file: no session under Medicare, NDIS or DVA can be priced.</p> : <RatesTables rates={rates.data.rates} />}
        <section aria-labelledby="add-rate-heading">
          <h2 id="add-rate-heading">Add a row</h2>
          <AddRateForm rates={rates.data.rates} />
        </section>
      </>
    );

  return (
    <Container>
      <p>
        <Link to="/admin">Back to the console</Link>
      </p>
      <h1>Rates</h1>
      <p>The amounts Medicare, the NDIS and DVA pay, by the date each row applies from. A quote uses the newest row on or before the session&apos;s date, and records which.</p>
      {content}
      <p>
        <Link to="/admin/discount-codes">Discount codes</Link>
      </p>
    </Container>
  );
}

import type { FundingRateRow } from '@harbour/sdk/funding';
import { amountWords, dayWords, itemWords, SCHEME_NAME, SCHEMES } from './rate-words';

/** One table per funder, newest row first; a table wider than a phone scrolls inside its own region. */
export function RatesTables({ rates }: { rates: FundingRateRow[] }) {
  return (
    <>
      {SCHEMES.map((scheme) => {
        const rows = rates.filter((r) => r.scheme === scheme).sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom) || a.item.localeCompare(b.item));
        const headingId = `rates-${scheme}`;
        return (
          <section key={scheme}>
            <h2 id={headingId}>{SCHEME_NAME[scheme]}</h2>
            {rows.length === 0 ? (
              <p>No {scheme} rates are on file: sessions under {scheme} cannot be priced.</p>
            ) : (
              <div role="region" aria-labelledby={headingId} tabIndex={0} style={{ overflowX: 'auto' }}>
                <table style={{ borderCollapse: 'collapse', width: '100%' }}>
                  <thead>
                    <tr>
                      {['Applies from', 'Item', 'Amounts'].map((h) => (
                        <th key={h} scope="col" style={{ textAlign: 'left', padding: '0.5rem', borderBottom: '2px solid currentColor' }}>
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.rateId} data-rate-id={r.rateId}>
                        <td style={{ padding: '0.5rem', borderBottom: '1px solid currentColor', whiteSpace: 'nowrap' }}>{dayWords(r.effectiveFrom)}</td>
                        <td style={{ padding: '0.5rem', borderBottom: '1px solid currentColor', overflowWrap: 'anywhere' }}>{itemWords(r)}</td>
                        <td style={{ padding: '0.5rem', borderBottom: '1px solid currentColor' }}>{amountWords(r)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}

import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import type { PriceQuote } from '@harbour/sdk/payments';
import { createTheme } from '@harbour/ui';
import { QuotePanel, REFERRAL_ASSUMED_NOTE } from './QuotePanel';

const quote = (over: Partial<PriceQuote> = {}): PriceQuote => ({
  fundingRoute: 'Medicare',
  currency: 'aud',
  feeCents: 22500,
  rebateCents: 9895,
  funderPaysCents: 0,
  discountCents: 0,
  outOfPocketCents: 12605,
  eligible: true,
  warnings: [],
  item: '91167',
  ...over,
});
const show = (props: Parameters<typeof QuotePanel>[0]) => render(<ThemeProvider theme={createTheme()}>{<QuotePanel {...props} />}</ThemeProvider>);
const rows = () => {
  const terms = within(screen.getByRole('region')).getAllByRole('term').map((t) => t.textContent);
  const values = within(screen.getByRole('region')).getAllByRole('definition').map((d) => d.textContent!.replace(/\u00a0/g, ' '));
  return terms.map((t, i) => `${t}: ${values[i]}`);
};

describe('QuotePanel', () => {
  it.each<[string, Partial<PriceQuote>, string[]]>([
    ['Medicare: the rebate with its item', {}, ['Session fee: $225.00', 'Medicare rebate (item 91167): −$98.95', 'Out-of-pocket: $126.05']],
    ['a funder pays it all', { fundingRoute: 'NDIS', rebateCents: 0, funderPaysCents: 22500, outOfPocketCents: 0, item: undefined }, ['Session fee: $225.00', 'Paid by your funder: −$225.00', 'Out-of-pocket: $0.00']],
    ['private with a discount', { fundingRoute: 'Private', rebateCents: 0, discountCents: 2500, outOfPocketCents: 20000, item: undefined }, ['Session fee: $225.00', 'Discount: −$25.00', 'Out-of-pocket: $200.00']],
  ])('%s: only the lines that apply', (_name, over, expected) => {
    show({ quote: quote(over) });
    expect(rows()).toEqual(expected);
  });

  it('is a named region that says the funding, what is charged and when, and the referral the rebate counts on', () => {
    show({ quote: quote(), heading: 'Your price with a Medicare rebate', referralAssumed: true });
    const panel = screen.getByRole('region', { name: 'Your price with a Medicare rebate' });
    expect(within(panel).getByText('Medicare rebate (GP referral)')).toBeInTheDocument();
    expect(within(panel).getByRole('note')).toHaveTextContent(REFERRAL_ASSUMED_NOTE);
    expect(panel).toHaveTextContent(/Nothing is charged now: your card is charged \$126\.05 after the session\./);
  });

  it('says why there is no rebate, and the Medicare session count once the referral is on file', () => {
    show({
      quote: quote({ eligible: false, rebateCents: 0, outOfPocketCents: 22500, reason: 'This is session 7 or later on your referral.', medicare: { sessionNumberThisYear: 7, sessionsPerYear: 10, sessionNumberOnReferral: 7, sessionsPerReferral: 6 } as PriceQuote['medicare'] }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('This is session 7 or later on your referral.');
    expect(screen.getByText('Medicare session 7 of 10 this year, 7 of 6 on your referral.')).toBeInTheDocument();
  });
});

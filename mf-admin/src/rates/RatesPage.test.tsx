import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn, unprocessable } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const RATES = 'GET /api/payments/admin/funding-rates';
const ADD = 'POST /api/payments/admin/funding-rates';
const rows = [
  { rateId: 'mbs-91170-2025-07-01', scheme: 'Medicare', practitionerType: 'Psychologist', item: '91170', minMinutes: 50, effectiveFrom: '2025-07-01', feeCents: 11640, rebateCents: 9895 },
  { rateId: 'mbs-91170-2024-07-01', scheme: 'Medicare', practitionerType: 'Psychologist', item: '91170', minMinutes: 50, effectiveFrom: '2024-07-01', rebateCents: 9665 },
  { rateId: 'mbs-91169-2025-07-01', scheme: 'Medicare', practitionerType: 'Psychologist', item: '91169', minMinutes: 20, maxMinutes: 49, effectiveFrom: '2025-07-01', feeCents: 8250, rebateCents: 7015 },
  { rateId: 'ndis-psychology-2025-07-01', scheme: 'NDIS', item: '15_054_0128_1_3', minMinutes: 1, effectiveFrom: '2025-07-01', feeCents: 23299, perHour: true },
];
const staleMessage = (scheme: string) => `The newest ${scheme} rates apply from 2025-07-01, more than 12 months ago: every quote still uses them. Add this year's rates (they change every 1 July).`;
const freshness = [
  { scheme: 'Medicare', newestEffectiveFrom: '2025-07-01', stale: true, message: staleMessage('Medicare') },
  { scheme: 'NDIS', newestEffectiveFrom: '2025-07-01', stale: true, message: staleMessage('NDIS') },
  { scheme: 'DVA', stale: true, message: 'No DVA rates are on file: sessions under DVA cannot be priced.' },
];
const overview = { status: 200, body: { rates: rows, freshness } };

function openRates() {
  const platform = createTestPlatform(signedIn('Ada', 'administrator'));
  renderArea(<App />, { route: '/admin/rates' });
  return platform;
}

/** Fills the add form for a Medicare row of item 91170 (the first item is 91169). */
async function fillMedicareRow(date = '2026-07-01', fee = '119.20', rebate = '101.30') {
  fireEvent.change(await screen.findByLabelText('Item'), { target: { value: '91170' } });
  fireEvent.change(screen.getByLabelText('Applies from'), { target: { value: date } });
  fireEvent.change(screen.getByLabelText('Schedule fee in dollars'), { target: { value: fee } });
  fireEvent.change(screen.getByLabelText('Rebate in dollars'), { target: { value: rebate } });
}

describe('the rates page', () => {
  it('shows loading, then each funder’s rows newest first, and names every stale funder', async () => {
    network = stubFetch({ [RATES]: overview });
    openRates();
    expect(screen.getByText('Loading the rates')).toBeInTheDocument();

    const medicare = await screen.findByRole('region', { name: 'Medicare (Better Access)' });
    const [, first, second, third] = within(medicare).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1 July 2025', '91169 (psychologist, 20–49 min)', 'Schedule fee $82.50, rebate $70.15']);
    expect(within(second!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1 July 2025', '91170 (psychologist, 50+ min)', 'Schedule fee $116.40, rebate $98.95']);
    expect(within(third!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1 July 2024', '91170 (psychologist, 50+ min)', 'Rebate $96.65']);
    expect(within(screen.getByRole('region', { name: 'NDIS' })).getByText('$232.99 an hour (price limit)')).toBeInTheDocument();
    // A funder without rows says so instead of an empty table.
    expect(screen.getByText('No DVA rates are on file: sessions under DVA cannot be priced.', { selector: 'section p' })).toBeInTheDocument();

    const stale = screen.getByRole('list', { name: 'Rates out of date' });
    expect(within(stale).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`Medicare: ${staleMessage('Medicare')}`, `NDIS: ${staleMessage('NDIS')}`, 'DVA: No DVA rates are on file: sessions under DVA cannot be priced.']);
  });

  it('says when there are no rates at all, and that nothing is stale once all are fresh', async () => {
    network = stubFetch({ [RATES]: { status: 200, body: { rates: [], freshness: freshness.map((f) => ({ ...f, stale: false, message: undefined })) } } });
    openRates();
    expect(await screen.findByText('No rates are on file: no session under Medicare, NDIS or DVA can be priced.')).toBeInTheDocument();
    expect(screen.getByText("Every funder's rates are up to date.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add the row' })).not.toBeInTheDocument();
  });

  it('names a failed load and tries again', async () => {
    let fail = true;
    network = stubFetch({ [RATES]: () => (fail ? { status: 503, body: { title: 'Service Unavailable', status: 503, detail: 'The database is not reachable.' } } : overview) });
    openRates();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^We could not load the rates\./);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Medicare (Better Access)' })).toBeInTheDocument();
  });
});

describe('adding a rates row', () => {
  it('sends whole cents after the confirmation, then lists the new row', async () => {
    let added: Record<string, unknown> | undefined;
    network = stubFetch({
      [RATES]: () => ({ status: 200, body: { rates: added ? [added, ...rows] : rows, freshness } }),
      [ADD]: (call) => {
        added = { rateId: 'mbs-91170-2026-07-01', practitionerType: 'Psychologist', minMinutes: 50, ...(call.body as object) };
        return { status: 201, body: added };
      },
    });
    const platform = openRates();
    await fillMedicareRow();
    fireEvent.click(screen.getByRole('button', { name: 'Add the row' }));

    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Added: Medicare item 91170 from 1 July 2026.' }));
    expect(platform.dialogs.confirm).toHaveBeenCalledWith(
      'Add Medicare item 91170 (psychologist, 50+ min) from 1 July 2026: Schedule fee $119.20, rebate $101.30? Quotes for sessions on or after that day use it. A row cannot be changed or removed here once added.',
      expect.objectContaining({ confirmLabel: 'Add the row' }),
    );
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ scheme: 'Medicare', item: '91170', effectiveFrom: '2026-07-01', feeCents: 11920, rebateCents: 10130 }]);
    const medicare = screen.getByRole('region', { name: 'Medicare (Better Access)' });
    await waitFor(() => expect(within(medicare).getAllByRole('row')[1]).toHaveTextContent('1 July 202691170 (psychologist, 50+ min)Schedule fee $119.20, rebate $101.30'));
    // The amounts and date are cleared for the next row.
    expect(screen.getByLabelText('Applies from')).toHaveValue('');
  });

  it('keeps every value and shows the API’s message beside the field when it refuses', async () => {
    network = stubFetch({ [RATES]: overview, [ADD]: unprocessable({ effectiveFrom: 'Enter a date after today (2026-11-26): a new rate applies from a future date.' }) });
    openRates();
    await fillMedicareRow('2025-07-01');
    fireEvent.click(screen.getByRole('button', { name: 'Add the row' }));

    const date = screen.getByLabelText('Applies from');
    expect(await screen.findByText('Enter a date after today (2026-11-26): a new rate applies from a future date.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The row was not added: check the fields marked below.');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(date).toHaveFocus());
    expect(date).toHaveValue('2025-07-01');
    expect(screen.getByLabelText('Schedule fee in dollars')).toHaveValue('119.20');
    expect(screen.getByLabelText('Rebate in dollars')).toHaveValue('101.30');
    expect(screen.getByLabelText('Item')).toHaveValue('91170');
  });

  it('checks the form before asking: a missing date and an amount that is not money, no call made', async () => {
    network = stubFetch({ [RATES]: overview });
    const platform = openRates();
    fireEvent.change(await screen.findByLabelText('Rebate in dollars'), { target: { value: '98.955' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the row' }));

    expect(await screen.findByText('Enter the date the rate applies from.')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount in dollars and cents, e.g. 116.40.')).toBeInTheDocument();
    expect(platform.dialogs.confirm).not.toHaveBeenCalled();
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks NDIS for the price limit per hour and no rebate; a cancelled confirmation sends nothing', async () => {
    network = stubFetch({ [RATES]: overview });
    const platform = openRates();
    (platform.dialogs.confirm as jest.Mock).mockResolvedValue(false);
    fireEvent.change(await screen.findByLabelText('Funder'), { target: { value: 'NDIS' } });
    expect(screen.queryByLabelText('Rebate in dollars')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Item')).toHaveValue('15_054_0128_1_3');
    fireEvent.change(screen.getByLabelText('Applies from'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('Price limit per hour in dollars'), { target: { value: '240' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the row' }));

    await waitFor(() => expect(platform.dialogs.confirm).toHaveBeenCalledWith(expect.stringContaining('from 1 July 2026: $240.00 an hour (price limit)?'), expect.anything()));
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByLabelText('Price limit per hour in dollars')).toHaveValue('240');
  });
});

describe('the console home', () => {
  it('warns of each stale funder by name and links to the rates', async () => {
    network = stubFetch({ [RATES]: overview, 'GET /api/users/admin/practitioners': { status: 200, body: { practitioners: [] } } });
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin' });
    expect(screen.getByText('Checking the rates…')).toBeInTheDocument();
    const stale = await screen.findByRole('list', { name: 'Rates out of date' });
    expect(within(stale).getAllByRole('listitem').map((li) => li.textContent?.split(':')[0])).toEqual(['Medicare', 'NDIS', 'DVA']);
    expect(screen.getByRole('link', { name: 'Review the rates' })).toHaveAttribute('href', '/admin/rates');
  });
});

import { screen } from '@testing-library/react';
import { Route, Routes } from '@harbour/router';
import { stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { InvoiceDetailPage } from './InvoiceDetailPage';
import { InvoicesPage } from './InvoicesPage';

// The network is stubbed at the fetch edge; the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const totals = { count: 0, feeCents: 0, rebateCents: 0, clientPaysCents: 0, paidCents: 0, outstandingCents: 0 };
const invoice = {
  invoiceId: 'i-1',
  documentTitle: 'Tax invoice',
  invoiceNumber: 'HB-20261110-ABCDEF12',
  sessionId: 's-1',
  purpose: 'session',
  serviceDate: '2026-11-10T23:00:00Z',
  timezoneId: 'Australia/Sydney',
  issuedAt: '2026-11-11T01:00:00Z',
  patientId: 'c-1',
  patientName: 'Alex Client',
  psychologistName: 'Sam Psychologist',
  providerNumber: '2547611Y',
  abn: '51824753556',
  sessionType: 'Private',
  feeCents: 22000,
  discountCents: 0,
  rebateCents: 0,
  funderPaysCents: 0,
  clientPaysCents: 22000,
  gstCents: 0,
  gstStatement: 'GST-free health service.',
  status: 'Paid',
};

describe('invoices and the ABN', () => {
  it('says how many invoices wait for the ABN, with the way to settings', async () => {
    network = stubFetch({ 'GET /api/practice/invoices': { status: 200, body: { invoices: [], totals, awaitingAbn: 2 } } });
    createTestPlatform(signedIn('Sam', 'psychologist'));
    renderArea(<InvoicesPage />, { route: '/psychologists/account/invoices' });
    const notice = await screen.findByText(/waiting for your ABN/);
    expect(notice).toHaveTextContent('2 invoices are waiting for your ABN. Add your ABN in settings and they are issued straight away.');
    expect(screen.getByRole('link', { name: 'Add your ABN in settings' })).toHaveAttribute('href', '/psychologists/account/settings#invoice-settings-heading');
  });

  it('says nothing of the ABN once none wait', async () => {
    network = stubFetch({ 'GET /api/practice/invoices': { status: 200, body: { invoices: [], totals, awaitingAbn: 0 } } });
    createTestPlatform(signedIn('Sam', 'psychologist'));
    renderArea(<InvoicesPage />, { route: '/psychologists/account/invoices' });
    expect(await screen.findByText('No invoices match.')).toBeInTheDocument();
    expect(screen.queryByText(/waiting for your ABN/)).toBeNull();
  });

  it.each([
    ['a tax invoice, with its ABN as the ATO prints it', invoice, 'Tax invoice HB-20261110-ABCDEF12', '51 824 753 556'],
    ['an invoice issued without an ABN: titled "Invoice", no "Not set"', { ...invoice, documentTitle: 'Invoice', abn: undefined }, 'Invoice HB-20261110-ABCDEF12', undefined],
  ])('shows %s', async (_name, body, heading, abn) => {
    network = stubFetch({ 'GET /api/practice/invoices/i-1': { status: 200, body } });
    createTestPlatform(signedIn('Sam', 'psychologist'));
    renderArea(
      <Routes>
        <Route path="/psychologists/account/invoices/:invoiceId" element={<InvoiceDetailPage />} />
      </Routes>,
      { route: '/psychologists/account/invoices/i-1' },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
    if (abn) expect(screen.getByText(abn)).toBeInTheDocument();
    else expect(screen.queryByText('ABN')).toBeNull();
    expect(screen.queryByText(/Not set/)).toBeNull();
  });

  it('shows what was refunded to the client, and nothing of refunds when there are none', async () => {
    for (const [refundedCents, shown] of [
      [5000, '$50.00'],
      [0, undefined],
    ] as const) {
      network = stubFetch({ 'GET /api/practice/invoices/i-1': { status: 200, body: { ...invoice, refundedCents } } });
      createTestPlatform(signedIn('Sam', 'psychologist'));
      const { unmount } = renderArea(
        <Routes>
          <Route path="/psychologists/account/invoices/:invoiceId" element={<InvoiceDetailPage />} />
        </Routes>,
        { route: '/psychologists/account/invoices/i-1' },
      );
      await screen.findByRole('heading', { level: 1 });
      if (shown) expect(screen.getByText('Refunded to the client').nextElementSibling).toHaveTextContent(shown);
      else expect(screen.queryByText('Refunded to the client')).toBeNull();
      unmount();
      network.restore();
    }
    network = stubFetch({});
  });
});

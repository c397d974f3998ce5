import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn, unprocessable } from '@harbour/area-runtime/src/testing';
import { App } from '../App';
import { STEP_UP_REQUIRED } from '../step-up/step-up-words';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const OUTSTANDING = 'GET /api/payments/admin/payments/outstanding';
const PAID = 'GET /api/payments/admin/payments/paid';
const DISPUTES = 'GET /api/payments/admin/disputes';
const REFUND = 'POST /api/payments/admin/payments/s-paid/refunds';
const RETRY = 'POST /api/payments/admin/payments/s-failed/retry';
const STEP_UP = 'POST /api/identity/second-factor/step-up';

const failed = {
  sessionId: 's-failed',
  clientId: 'c1',
  clientEmail: 'declined@example.test',
  sessionStartDate: '2026-11-20T23:00:00Z',
  fundingRoute: 'Private',
  amountCents: 22000,
  status: 'Failed',
  failureMessage: 'Your card has insufficient funds.',
  since: '2026-11-21T00:00:00Z',
};
const paid = {
  sessionId: 's-paid',
  clientId: 'c2',
  clientEmail: 'paid@example.test',
  sessionStartDate: '2026-11-24T23:00:00Z',
  fundingRoute: 'Medicare',
  paidCents: 22000,
  paidAt: '2026-11-25T00:00:00Z',
  leftCents: 22000,
  refunds: [],
};
const page = <T,>(payments: T[]) => ({ status: 200, body: { payments, page: 1, pageCount: 1, total: payments.length } });
const dispute = { disputeId: 'dp_1', sessionId: 's-paid', amountCents: 22000, reason: 'fraudulent', status: 'needs_response', openedAt: '2026-11-25T01:00:00Z' };

function openPayments() {
  const platform = createTestPlatform(signedIn('Ada', 'administrator'));
  renderArea(<App />, { route: '/admin/payments' });
  return platform;
}

const posts = (path: string) => network.calls.filter((c) => c.method === 'POST' && c.path === path);

describe('the payments page', () => {
  it('shows loading, then outstanding payments, paid sessions and disputes', async () => {
    network = stubFetch({ [OUTSTANDING]: page([failed]), [PAID]: page([paid]), [DISPUTES]: { status: 200, body: [dispute] } });
    openPayments();
    expect(screen.getByText('Loading the outstanding payments')).toBeInTheDocument();
    const outstanding = await screen.findByRole('region', { name: 'Failed and outstanding payments' });
    const [, row] = within(outstanding).getAllByRole('row');
    expect(within(row!).getAllByRole('cell').map((c) => c.textContent).slice(0, 5)).toEqual([
      'declined@example.test',
      expect.stringMatching(/^21 Nov 2026, 10:00\s?am$/),
      '$220.00',
      'Private',
      'Declined: Your card has insufficient funds.',
    ]);
    const paidRegion = await screen.findByRole('region', { name: 'Paid sessions and refunds' });
    expect(within(paidRegion).getByRole('row', { name: /paid@example\.test/ })).toHaveTextContent('Medicare (gap)');
    expect(await screen.findByRole('region', { name: 'Disputes' })).toHaveTextContent('fraudulent');
  });

  it('says so when nothing is outstanding, paid or disputed', async () => {
    network = stubFetch({ [OUTSTANDING]: page([]), [PAID]: page([]), [DISPUTES]: { status: 200, body: [] } });
    openPayments();
    expect(await screen.findByText('No payment is outstanding: every charge went through.')).toBeInTheDocument();
    expect(await screen.findByText('No session has been paid yet.')).toBeInTheDocument();
    expect(await screen.findByText('No client’s bank has disputed a payment.')).toBeInTheDocument();
  });

  it('retries a failed payment on the client’s behalf after a confirmation', async () => {
    network = stubFetch({ [OUTSTANDING]: page([failed]), [PAID]: page([]), [DISPUTES]: { status: 200, body: [] }, [RETRY]: { status: 200, body: { sessionId: 's-failed', paymentStatus: 'Paid', outcome: 'paid' } } });
    const platform = openPayments();
    fireEvent.click(await screen.findByRole('button', { name: /^Retry the payment of declined@example\.test/ }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'The card was charged: the session is paid.' }));
    expect(platform.dialogs.confirm).toHaveBeenCalledWith(expect.stringMatching(/^Charge \$220\.00 to the saved card of declined@example\.test/), expect.anything());
    expect(posts('/api/payments/admin/payments/s-failed/retry')).toHaveLength(1);
  });

  it('names a failed load and tries again', async () => {
    let fail = true;
    network = stubFetch({
      [OUTSTANDING]: () => (fail ? { status: 503, body: { status: 503, title: 'Service Unavailable', detail: 'The database is not reachable.' } } : page([])),
      [PAID]: page([]),
      [DISPUTES]: { status: 200, body: [] },
    });
    openPayments();
    expect(await screen.findByText(/^We could not load the outstanding payments\./)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await screen.findByText('No payment is outstanding: every charge went through.')).toBeInTheDocument();
  });
});

describe('refunding a payment', () => {
  async function openRefundForm() {
    const platform = openPayments();
    fireEvent.click(await screen.findByRole('button', { name: /^Refund paid@example\.test/ }));
    const form = await screen.findByRole('form', { name: /^Refund paid@example\.test, session of/ });
    return { platform, form };
  }

  it('asks for the code, then refunds part of the payment with one key for every send', async () => {
    let proved = false;
    network = stubFetch({
      [OUTSTANDING]: page([]),
      [PAID]: page([paid]),
      [DISPUTES]: { status: 200, body: [] },
      [REFUND]: (call) =>
        proved
          ? { status: 200, body: { sessionId: 's-paid', created: true, leftCents: 17000, refund: { refundId: 's-paid#1', amountCents: (call.body as { amountCents: number }).amountCents, reason: 'Started late', status: 'Succeeded', requestedAt: '2026-11-26T00:00:00Z' } } }
          : { status: 403, body: { status: 403, title: 'Forbidden', detail: STEP_UP_REQUIRED } },
      [STEP_UP]: () => {
        proved = true;
        return { status: 204 };
      },
    });
    const { platform, form } = await openRefundForm();
    fireEvent.change(within(form).getByLabelText('Amount in dollars'), { target: { value: '50' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Started late' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(dialog).getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Refunded $50.00 to paid@example.test. $170.00 is left of the payment.' }));
    expect(platform.dialogs.confirm).toHaveBeenCalledWith(expect.stringMatching(/^Refund \$50\.00 of the \$220\.00 paid by paid@example\.test/), expect.objectContaining({ confirmLabel: 'Refund' }));
    const sends = posts('/api/payments/admin/payments/s-paid/refunds').map((c) => c.body as { requestId: string });
    expect(sends).toHaveLength(2);
    expect(sends[0]).toEqual({ requestId: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/), amountCents: 5000, reason: 'Started late' });
    expect(sends[1]).toEqual(sends[0]);
  });

  it('ten quick clicks ask once and send once', async () => {
    network = stubFetch({
      [OUTSTANDING]: page([]),
      [PAID]: page([paid]),
      [DISPUTES]: { status: 200, body: [] },
      [REFUND]: { status: 200, body: { sessionId: 's-paid', created: true, leftCents: 0, refund: { refundId: 's-paid#1', amountCents: 22000, reason: 'x', status: 'Succeeded', requestedAt: '2026-11-26T00:00:00Z' } } },
    });
    const { platform, form } = await openRefundForm();
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'x' } });
    const button = within(form).getByRole('button', { name: 'Refund' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(button);
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith(expect.objectContaining({ type: 'success' })));
    expect(platform.dialogs.confirm).toHaveBeenCalledTimes(1);
    expect(posts('/api/payments/admin/payments/s-paid/refunds')).toHaveLength(1);
  });

  it('an empty amount refunds all that is left (no amount sent)', async () => {
    network = stubFetch({
      [OUTSTANDING]: page([]),
      [PAID]: page([paid]),
      [DISPUTES]: { status: 200, body: [] },
      [REFUND]: { status: 200, body: { sessionId: 's-paid', created: true, leftCents: 0, refund: { refundId: 's-paid#1', amountCents: 22000, reason: 'No show by us', status: 'Succeeded', requestedAt: '2026-11-26T00:00:00Z' } } },
    });
    const { platform, form } = await openRefundForm();
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'No show by us' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Refunded $220.00 to paid@example.test. $0.00 is left of the payment.' })));
    expect(posts('/api/payments/admin/payments/s-paid/refunds')[0]!.body).toEqual({ requestId: expect.any(String), reason: 'No show by us' });
  });

  it('checks the form before asking: more than is left and no reason, nothing sent', async () => {
    network = stubFetch({ [OUTSTANDING]: page([]), [PAID]: page([paid]), [DISPUTES]: { status: 200, body: [] } });
    const { platform, form } = await openRefundForm();
    fireEvent.change(within(form).getByLabelText('Amount in dollars'), { target: { value: '220.01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('Refund between $0.01 and $220.00 (what is left).')).toBeInTheDocument();
    expect(within(form).getByText('Say why the payment is refunded.')).toBeInTheDocument();
    expect(platform.dialogs.confirm).not.toHaveBeenCalled();
    expect(posts('/api/payments/admin/payments/s-paid/refunds')).toEqual([]);
  });

  it('keeps every value and names the field when the API refuses', async () => {
    network = stubFetch({
      [OUTSTANDING]: page([]),
      [PAID]: page([paid]),
      [DISPUTES]: { status: 200, body: [] },
      [REFUND]: unprocessable({ amountCents: 'Refund at most $170.00: that is what is left of the $220.00 paid.' }),
    });
    const { form } = await openRefundForm();
    fireEvent.change(within(form).getByLabelText('Amount in dollars'), { target: { value: '200' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Started late' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('Refund at most $170.00: that is what is left of the $220.00 paid.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('No refund was made: check the fields marked below.');
    expect(within(form).getByLabelText('Amount in dollars')).toHaveValue('200');
    expect(within(form).getByLabelText('Reason')).toHaveValue('Started late');
  });

  it('a cancelled code dialog says no refund was made', async () => {
    network = stubFetch({ [OUTSTANDING]: page([]), [PAID]: page([paid]), [DISPUTES]: { status: 200, body: [] }, [REFUND]: { status: 403, body: { status: 403, title: 'Forbidden', detail: STEP_UP_REQUIRED } } });
    const { form } = await openRefundForm();
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Started late' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm it is you' })).getByRole('button', { name: 'Cancel' }));
    expect(await within(form).findByText('No refund was made. It needs the code from your authenticator app.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Reason')).toHaveValue('Started late');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldAnswer, stubFetch, createTestPlatform, renderArea, signedIn, sessionDetails } from '@harbour/area-runtime/src/testing';
import { App } from '../App';
import type { SessionDetails } from '@harbour/sdk/booking';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const profile = { userId: 'user-3', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isApproved: true, userType: 'client', timezoneId: 'Australia/Perth' };
const start = new Date(Date.now() + 3 * 3600_000);
const session = (overrides: Partial<SessionDetails> = {}) =>
  sessionDetails(start, { price: { feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 }, ...overrides });

describe('session details', () => {
  const reasons = [
    { reasonId: 3, name: 'Illness', requiresExtraInfo: false },
    { reasonId: 8, name: 'Other', requiresExtraInfo: true },
  ];
  const lateFee = { sessionId: 's-1', isLateCancellation: true, feeCents: 22000, rescheduleFeeCents: 22000, lateCancellationHours: 24, lateCancellationFeeCents: 22000, freeCancellationUntil: new Date(start.getTime() - 86_400_000).toISOString() };

  it('shows the late-cancellation fee and asks the reason before cancelling; the buttons say what they do', async () => {
    let cancelled = false;
    network = stubFetch({
      'GET /api/users/profile/patient': { status: 200, body: profile },
      'GET /api/sessions/sessions/s-1': () => ({ status: 200, body: session(cancelled ? { sessionStatus: 'Cancelled', cancellation: { byUserType: 'client', feeCents: 22000 } } : {}) }),
      'GET /api/payments/session/s-1/cancellation-fee': { status: 200, body: lateFee },
      'GET /api/sessions/reschedule-reasons': { status: 200, body: reasons },
      'POST /api/sessions/sessions/s-1/cancel': () => {
        cancelled = true;
        return { status: 200, body: session({ sessionStatus: 'Cancelled' }) };
      },
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account/sessions/s-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Session with Sam Psych' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this session?' });
    expect(dialog).toHaveTextContent('A cancellation fee of $220.00 will be charged to your card.');
    // No vague Ok/Cancel: the buttons are named by what they do.
    expect(within(dialog).queryByRole('button', { name: 'Ok' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    expect(network.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Why are you cancelling/ }), 'Other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(dialog).findByText('Please tell us the reason.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tell us more/ }), 'Moving house');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(network.calls.some((c) => c.method === 'POST' && c.path === '/api/sessions/sessions/s-1/cancel')).toBe(true));
    const post = network.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ reasonId: 8, reason: 'Other', reasonOther: 'Moving house' });
    expect(await screen.findByText('Your session was cancelled.')).toBeInTheDocument();
  });

  it('opens the dialog once the reasons are there too: arriving inside it, they moved Keep session under a press', async () => {
    const reasonsAnswer = heldAnswer({ status: 200, body: reasons });
    network = stubFetch({
      'GET /api/users/profile/patient': { status: 200, body: profile },
      'GET /api/sessions/sessions/s-1': { status: 200, body: session() },
      'GET /api/payments/session/s-1/cancellation-fee': { status: 200, body: lateFee },
      'GET /api/sessions/reschedule-reasons': reasonsAnswer.route,
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account/sessions/s-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Session with Sam Psych' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(network.calls.some((c) => c.path === '/api/payments/session/s-1/cancellation-fee')).toBe(true));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cancel session/ })).toHaveAttribute('aria-busy', 'true');

    await reasonsAnswer.release();
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this session?' });
    expect(within(dialog).getByRole('combobox', { name: /Why are you cancelling/ })).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading reasons')).not.toBeInTheDocument();
  });

  it('Keep session in the dialog cancels nothing', async () => {
    network = stubFetch({
      'GET /api/users/profile/patient': { status: 200, body: profile },
      'GET /api/sessions/sessions/s-1': { status: 200, body: session() },
      'GET /api/payments/session/s-1/cancellation-fee': {
        status: 200,
        body: { ...lateFee, isLateCancellation: false, feeCents: 0, rescheduleFeeCents: 0, freeCancellationUntil: start.toISOString() },
      },
      'GET /api/sessions/reschedule-reasons': { status: 200, body: reasons },
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account/sessions/s-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/Cancelling now is free/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep session' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(network.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers to retry a failed payment', async () => {
    network = stubFetch({
      'GET /api/users/profile/patient': { status: 200, body: profile },
      'GET /api/sessions/sessions/s-1': { status: 200, body: session({ sessionStatus: 'Completed', paymentStatus: 'Failed', sessionStartDate: new Date(Date.now() - 86_400_000).toISOString(), sessionEndDate: new Date(Date.now() - 80_000_000).toISOString() }) },
      'POST /api/payments/sessions/s-1/retry-failed-payment': { status: 200, body: { sessionId: 's-1', paymentStatus: 'Paid', outcome: 'paid' } },
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account/sessions/s-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry payment' }));
    expect(await screen.findByText('Thank you: the payment went through.')).toBeInTheDocument();
  });
});

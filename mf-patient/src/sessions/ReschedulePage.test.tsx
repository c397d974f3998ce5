import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldAnswer, stubFetch, createTestPlatform, renderArea, signedIn, sessionDetails, type StubReply } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const profile = { userId: 'user-3', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isApproved: true, userType: 'client', timezoneId: 'Australia/Sydney' };
const start = new Date(Date.now() + 20 * 3600_000);
const session = sessionDetails(start);
// The night clocks go back in Sydney: 2:30 am happens twice.
const slot = (startsAt: string, zoneAbbreviation: string) => ({
  startsAt,
  localDate: '2027-04-04',
  dateLabel: 'Sunday 4 April 2027',
  timeLabel: '2:30 am',
  displayTimeLabel: `2:30 am ${zoneAbbreviation}`,
  zoneAbbreviation,
  utcOffset: zoneAbbreviation === 'AEDT' ? '+11:00' : '+10:00',
});
const fee = (late: boolean) => ({
  sessionId: 's-1',
  isLateCancellation: late,
  feeCents: late ? 4000 : 0,
  rescheduleFeeCents: late ? 4000 : 0,
  lateCancellationHours: 24,
  lateCancellationFeeCents: 4000,
  freeCancellationUntil: new Date(start.getTime() - 86_400_000).toISOString(),
});

function stub(late: boolean, feeAnswer: StubReply | (() => Promise<StubReply>) = { status: 200, body: fee(late) }) {
  network = stubFetch({
    'GET /api/users/profile/patient': { status: 200, body: profile },
    'GET /api/sessions/sessions/s-1': { status: 200, body: session },
    'GET /api/payments/session/s-1/cancellation-fee': feeAnswer,
    'POST /api/sessions/booking/availability-token': { status: 200, body: { token: 't', expiresAt: new Date(Date.now() + 900_000).toISOString() } },
    'GET /api/sessions/booking/availability': {
      status: 200,
      body: { psychologists: [{ psychologistId: 'p-1', timeZone: 'Australia/Sydney', durationMinutes: 50, slots: [slot('2027-04-03T15:30:00.000Z', 'AEDT'), slot('2027-04-03T16:30:00.000Z', 'AEST')] }] },
    },
    'POST /api/sessions/sessions/s-1/reschedule': { status: 200, body: { ...session, sessionStartDate: '2027-04-03T16:30:00.000Z' } },
  });
  createTestPlatform(signedIn('Ada', 'client'));
  renderArea(<App />, { route: '/account/sessions/reschedule?sessionId=s-1' });
}

describe('rescheduling a session', () => {
  it('two slots with the same clock time show their zones', async () => {
    stub(false);
    expect(await screen.findByRole('button', { name: '2:30 am AEDT' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2:30 am AEST' })).toBeInTheDocument();
  });

  it('shows the reschedule policy before the client confirms; outside the window moving is free', async () => {
    stub(false);
    expect(await screen.findByText(/Moving this session is free until .* After that, moving it counts as a late cancellation: a late fee of \$40\.00\./)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '2:30 am AEST' }));
    await userEvent.click(screen.getByRole('button', { name: /^Move to / }));
    await waitFor(() => expect(network.calls.some((c) => c.method === 'POST' && c.path === '/api/sessions/sessions/s-1/reschedule')).toBe(true));
    expect(network.calls.find((c) => c.method === 'POST' && c.path.endsWith('/reschedule'))!.body).toEqual({ sessionDate: '2027-04-03T16:30:00.000Z' });
  });

  it('inside the window: moving counts as a late cancellation, and waits until the client accepts the fee', async () => {
    stub(true);
    expect(await screen.findByText(/moving it now counts as a late cancellation: a late fee of \$40\.00 is charged with the session/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '2:30 am AEDT' }));
    const move = screen.getByRole('button', { name: /^Move to / });
    expect(move).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the late fee of \$40\.00/ }));
    expect(move).toBeEnabled();
    await userEvent.click(move);
    await waitFor(() => expect(network.calls.some((c) => c.method === 'POST' && c.path.endsWith('/reschedule'))).toBe(true));
    expect(network.calls.find((c) => c.method === 'POST' && c.path.endsWith('/reschedule'))!.body).toEqual({ sessionDate: '2027-04-03T15:30:00.000Z', acceptLateFee: true });
  });

  it('shows the times only with the terms above them: terms arriving later would move the times under a pressing finger', async () => {
    const terms = heldAnswer({ status: 200, body: fee(false) });
    stub(false, terms.route);
    await waitFor(() => expect(network.calls.some((c) => c.path === '/api/sessions/booking/availability')).toBe(true));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: '2:30 am AEDT' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your session');

    await terms.release();
    expect(await screen.findByRole('button', { name: '2:30 am AEDT' })).toBeInTheDocument();
    expect(screen.getByText(/Moving this session is free until/)).toBeInTheDocument();
  });
});

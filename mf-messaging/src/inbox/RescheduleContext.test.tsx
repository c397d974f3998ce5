import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailableSlot } from '@harbour/sdk/availability';
import type { SessionDetails } from '@harbour/sdk/booking';
import { createTestPlatform, renderArea, sessionDetails, signedIn, stubFetch } from '@harbour/area-runtime/src/testing';
import { formatInZone as formatSessionTime } from '@harbour/ui';
import { RescheduleModal, rescheduleSessionId } from './RescheduleContext';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the modal are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network?.restore());

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const session: SessionDetails = sessionDetails(new Date('2026-11-25T23:00:00.000Z'), {
  patientId: 'user-1',
  psychologist: { id: 'p-1', firstName: 'Mia', lastName: 'Chen' },
  timezoneId: 'Australia/Adelaide',
});
const slot = (startsAt: string, localDate: string, dateLabel: string, timeLabel: string): AvailableSlot => ({ startsAt, localDate, dateLabel, timeLabel, displayTimeLabel: timeLabel, zoneAbbreviation: 'AEDT', utcOffset: '+11:00' });
const slots = [
  slot('2026-11-26T22:00:00.000Z', '2026-11-27', 'Friday 27 November 2026', '9:00 am'),
  slot('2026-11-26T23:00:00.000Z', '2026-11-27', 'Friday 27 November 2026', '10:00 am'),
  slot('2026-11-29T22:00:00.000Z', '2026-11-30', 'Monday 30 November 2026', '9:00 am'),
];
const reasons = [
  { reasonId: 4, name: 'Work or study commitments', requiresExtraInfo: false },
  { reasonId: 8, name: 'Other', requiresExtraInfo: true },
];
const taken = { status: 409, body: { status: 409, title: 'Conflict', detail: 'That time is no longer available.' } };

function render(userType: 'client' | 'psychologist') {
  createTestPlatform(signedIn('Alex', userType));
  const onClose = jest.fn();
  renderArea(<RescheduleModal sessionId="s-1" userType={userType} onClose={onClose} />);
  return { onClose };
}

describe('the reschedule modal', () => {
  it('reads the session id from ?message=RescheduleSession_{id} only', () => {
    expect(rescheduleSessionId('RescheduleSession_s-1')).toBe('s-1');
    expect(rescheduleSessionId('RescheduleSession_')).toBeUndefined();
    expect(rescheduleSessionId('m-1')).toBeUndefined();
  });

  it('a client sees the current time, picks a new one, confirms; a taken time is said in the modal and the list stays', async () => {
    let attempts = 0;
    network = stubFetch({
      'GET /api/sessions/sessions/s-1': { status: 200, body: session },
      'GET /api/sessions/reschedule-reasons': { status: 200, body: reasons },
      'POST /api/sessions/booking/availability-token': { status: 200, body: { token: 'tok-1', expiresAt: '2026-11-24T00:00:00.000Z' } },
      'GET /api/sessions/booking/availability': { status: 200, body: { timeZone: zone, psychologists: [{ psychologistId: 'p-1', timeZone: 'Australia/Sydney', durationMinutes: 50, slots }] } },
      'POST /api/sessions/sessions/s-1/reschedule': (call) => {
        attempts += 1;
        if (attempts === 1) return taken;
        const { sessionDate } = call.body as { sessionDate: string };
        return { status: 200, body: { ...session, sessionStartDate: sessionDate } };
      },
    });
    render('client');
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule session' });
    expect(await within(dialog).findByText(formatSessionTime(session.sessionStartDate, zone))).toBeInTheDocument();
    const tokenCall = network.calls.find((c) => c.path === '/api/sessions/booking/availability-token')!;
    expect(tokenCall.body).toMatchObject({ psychologistIds: ['p-1'], patientId: 'user-1' });

    // Nothing chosen yet: told so, nothing sent. Continue is disabled until the times have loaded.
    const times = await screen.findByRole('group', { name: `New time (your time, ${zone})` });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a new time.');

    expect(within(times).getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(within(times).getByRole('radio', { name: '10:00 am AEDT' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Reason (optional)' }), 'Work or study commitments');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Friday 27 November 2026 at 10:00 am AEDT')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Move this session?' })).toHaveFocus();
    expect(network.calls.some((c) => c.path.endsWith('/reschedule'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByText('That time is no longer available. Please choose another time.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Reason (optional)' })).toHaveValue('4');
    expect(screen.getByRole('heading', { name: 'Choose a new time' })).toHaveFocus();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), 'Monday 30 November 2026');
    await userEvent.click(screen.getByRole('radio', { name: '9:00 am AEDT' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new time' }));

    expect(await screen.findByRole('status')).toHaveTextContent(`Your session is now on ${formatSessionTime('2026-11-29T22:00:00.000Z', zone)}.`);
    const sent = network.calls.filter((c) => c.path === '/api/sessions/sessions/s-1/reschedule').map((c) => c.body);
    expect(sent).toEqual([
      { sessionDate: '2026-11-26T23:00:00.000Z', reasonId: 4 },
      { sessionDate: '2026-11-29T22:00:00.000Z', reasonId: 4 },
    ]);
  });

  it('a psychologist chooses from their own bookable times and moves the session with their endpoint', async () => {
    network = stubFetch({
      'GET /api/sessions/sessions/s-1': { status: 200, body: session },
      'GET /api/sessions/reschedule-reasons': { status: 200, body: reasons },
      'GET /api/sessions/psychologist/availability/preview': { status: 200, body: { timeZone: zone, durationMinutes: 50, slots } },
      'POST /api/sessions/psychologists/sessions/s-1/reschedule': (call) => ({ status: 200, body: { ...session, sessionStartDate: (call.body as { sessionDate: string }).sessionDate } }),
    });
    const { onClose } = render('psychologist');
    await userEvent.click(await screen.findByRole('radio', { name: '9:00 am AEDT' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reason (optional)' }), 'Other');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tell us why the session is moving.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tell us more' }), 'Conference');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your session is now on');
    expect(network.calls.find((c) => c.path.endsWith('/reschedule'))!.body).toEqual({ sessionDate: '2026-11-26T22:00:00.000Z', reasonId: 8, reasonOther: 'Conference' });
    expect(network.calls.some((c) => c.path === '/api/sessions/booking/availability-token')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Back to messages' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a session that cannot be read says why and offers the way back', async () => {
    network = stubFetch({ 'GET /api/sessions/sessions/s-1': { status: 404, body: { status: 404, title: 'Not Found', detail: 'No such session.' } } });
    render('client');
    expect(await screen.findByText('No such session.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to messages' })).toBeInTheDocument();
  });

  it('a session no longer pending cannot be moved, and says so', async () => {
    network = stubFetch({ 'GET /api/sessions/sessions/s-1': { status: 200, body: { ...session, sessionStatus: 'Cancelled' } } });
    render('client');
    expect(await screen.findByText('This session is cancelled, so it can no longer be moved.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('no free times: says so', async () => {
    network = stubFetch({
      'GET /api/sessions/sessions/s-1': { status: 200, body: session },
      'GET /api/sessions/reschedule-reasons': { status: 200, body: reasons },
      'GET /api/sessions/psychologist/availability/preview': { status: 200, body: { timeZone: zone, durationMinutes: 50, slots: [] } },
    });
    render('psychologist');
    expect(await screen.findByText('There are no free times in the next two weeks. Send a message to find another time.')).toBeInTheDocument();
  });
});

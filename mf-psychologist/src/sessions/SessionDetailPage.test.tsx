import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@harbour/router';
import { heldAnswer, stubFetch, createTestPlatform, renderArea, sessionDetails, signedIn, type StubReply } from '@harbour/area-runtime/src/testing';
import { CONFIRM } from '../confirm-actions';
import { SessionDetailPage } from './SessionDetailPage';

// The network is stubbed at the fetch edge; the SDK, RTK Query and the page are real. The shell's
// confirm dialog is the test platform's (it answers as the person would).
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
const session = sessionDetails(new Date(start), {
  patientId: 'c-1',
  psychologist: { id: 'p-1', firstName: 'Sam', lastName: 'Psychologist' },
  sessionParticipants: [
    { userId: 'c-1', userType: 'client', isLeadParticipant: true, firstName: 'Alex', lastName: 'Client' },
    { userId: 'p-1', userType: 'psychologist', isLeadParticipant: false, firstName: 'Sam', lastName: 'Psychologist' },
  ],
});
const reasons = [
  { reasonId: 1, name: 'Psychologist unwell', requiresExtraInfo: false },
  { reasonId: 9, name: 'Other', requiresExtraInfo: true },
];

const noTimes: StubReply = { status: 200, body: { timeZone: 'Australia/Sydney', durationMinutes: 50, slots: [] } };

function renderPage(confirm: boolean, times: StubReply | (() => Promise<StubReply>) = noTimes) {
  network = stubFetch({
    'GET /api/sessions/sessions/s-1': { status: 200, body: session },
    'GET /api/sessions/practitioner-cancellation-reasons': { status: 200, body: reasons },
    'GET /api/sessions/psychologist/availability/preview': times,
    'POST /api/sessions/sessions/s-1/cancel': { status: 200, body: { ...session, sessionStatus: 'Cancelled' } },
  });
  const platform = createTestPlatform(signedIn('Sam', 'psychologist'));
  (platform.dialogs.confirm as jest.Mock<Promise<boolean>>).mockImplementation(async () => confirm);
  renderArea(
    <Routes>
      <Route path="/psychologists/account/sessions/:sId" element={<SessionDetailPage />} />
    </Routes>,
    { route: '/psychologists/account/sessions/s-1' },
  );
  return platform;
}

const cancels = () => network.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/cancel'));

describe('cancelling a session as the psychologist', () => {
  it('shows the reschedule and cancel forms once the bookable times are known: the times arriving later moved Cancel session under a press', async () => {
    const times = heldAnswer(noTimes);
    renderPage(true, times.route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Session with Alex Client' })).toBeInTheDocument();
    await waitFor(() => expect(network.calls.some((c) => c.path.endsWith('/availability/preview'))).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bookable times');
    expect(screen.queryByRole('button', { name: 'Cancel session' })).not.toBeInTheDocument();

    await times.release();
    expect(await screen.findByText(/^No bookable times in the next two weeks/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel session' })).toBeInTheDocument();
  });

  it('asks for a reason from the practitioner taxonomy before anything else', async () => {
    const platform = renderPage(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Choose a reason for cancelling.')).toBeInTheDocument();
    expect(platform.dialogs.confirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('combobox', { name: /Reason/ }), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Please explain the reason.')).toBeInTheDocument();
    expect(cancels()).toHaveLength(0);
  });

  it('confirms with "Cancel session" / "Keep session" and sends reason, reasonId and reasonOther', async () => {
    const platform = renderPage(true);
    fireEvent.change(await screen.findByRole('combobox', { name: /Reason/ }), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Explain the reason'), { target: { value: 'Called away to a family emergency.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(cancels()).toHaveLength(1));
    expect(platform.dialogs.confirm).toHaveBeenCalledWith(expect.stringContaining('is cancelled (Other). The client is told and is not charged.'), CONFIRM.cancelSession);
    expect(CONFIRM.cancelSession).toMatchObject({ confirmLabel: 'Cancel session', cancelLabel: 'Keep session' });
    expect(cancels()[0].body).toEqual({ reason: 'Other', reasonId: 9, reasonOther: 'Called away to a family emergency.' });
  });

  it('keeps the session when "Keep session" is chosen: nothing is sent', async () => {
    const platform = renderPage(false);
    fireEvent.change(await screen.findByRole('combobox', { name: /Reason/ }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(platform.dialogs.confirm).toHaveBeenCalledTimes(1));
    expect(cancels()).toHaveLength(0);
    expect(platform.toasts.show).not.toHaveBeenCalled();
  });
});

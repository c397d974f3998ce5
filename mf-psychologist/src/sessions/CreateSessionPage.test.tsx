import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { CreateSessionPage } from './CreateSessionPage';

// The network is stubbed at the fetch edge; the SDK, RTK Query and the page are real. The clock is
// fixed (only Date is faked) at noon on Thursday 26 November 2026 in Melbourne.
const NOW = new Date('2026-11-26T01:00:00Z');
const ONLY_DATE = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;
let network: ReturnType<typeof stubFetch>;
beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: [...ONLY_DATE] }));
afterEach(() => {
  network.restore();
  jest.useRealTimers();
});

const booked = { sessionId: 's-9' };
function renderPage(answer: { status: number; body: unknown } = { status: 201, body: booked }) {
  network = stubFetch({
    'GET /api/sessions/psychologist/availability': { status: 200, body: { psychologistId: 'p-1', isSet: true, timeZone: 'Australia/Melbourne', weekly: [], overrides: [], timeOff: [], durationsOffered: [50], bufferMinutes: 10, minimumNoticeHours: 12, horizonDays: 56, isAvailableForNewClients: true } },
    'GET /api/practice/bookable-patients': { status: 200, body: { patients: [{ patientId: 'c-1', firstName: 'Alex', lastName: 'Client' }] } },
    'POST /api/practice/sessions': answer,
  });
  const platform = createTestPlatform(signedIn('Sam', 'psychologist'));
  renderArea(<CreateSessionPage />, { route: '/psychologists/account/sessions/create' });
  return platform;
}
const posts = () => network.calls.filter((c) => c.method === 'POST');

async function fill(time: string) {
  fireEvent.change(await screen.findByRole('combobox', { name: /Patient/ }), { target: { value: 'c-1' } });
  fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: time } });
  fireEvent.change(screen.getByLabelText('Fee (AUD)'), { target: { value: '180' } });
}

describe('booking a patient at a time the psychologist chooses', () => {
  it('books later today, inside the 12 h notice, on the psychologist’s own clock', async () => {
    const platform = renderPage();
    expect(await screen.findByLabelText('Date')).toHaveValue('2026-11-26');
    expect(screen.getByLabelText(/^Time/)).toHaveAccessibleName('Time (AEDT, your practice clock)');
    await fill('14:35');
    expect(screen.getByText('Starts Thursday 26 November 2026 at 2:35 pm AEDT.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Book session' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Session booked. The client has been emailed.' }));
    expect(posts()[0].body).toEqual({ patientId: 'c-1', sessionStartDate: '2026-11-26T03:35:00.000Z', sessionDurationTypeId: 2, priceCents: 18000 });
  });

  it('says a time already past today is in the past, and sends nothing', async () => {
    renderPage();
    await fill('11:55');
    fireEvent.click(screen.getByRole('button', { name: 'Book session' }));
    expect(await screen.findByText('Choose a time in the future.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('shows the API’s refusal and keeps what was typed', async () => {
    renderPage({ status: 409, body: { status: 409, title: 'Conflict', detail: 'You already have a session (or the break after one) at that time. Choose another time.' } });
    await fill('13:00');
    fireEvent.click(screen.getByRole('button', { name: 'Book session' }));
    expect(await screen.findByText(/You already have a session/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Time/)).toHaveValue('13:00');
    expect(screen.getByLabelText('Fee (AUD)')).toHaveValue('180');
  });
});

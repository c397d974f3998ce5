import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, createTestPlatform, renderArea, signedIn, sessionDetails } from '@harbour/area-runtime/src/testing';
import { App } from '../App';
import type { SessionDetails } from '@harbour/sdk/booking';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const profile = { userId: 'user-3', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isApproved: true, userType: 'client', timezoneId: 'Australia/Perth' };
const session = (startsInMs: number, overrides: Partial<SessionDetails> = {}) => sessionDetails(new Date(Date.now() + startsInMs), overrides);
const messaging = (enabled: boolean) => ({
  status: 200,
  body: { userId: 'user-3', userType: 'client', messagingVisible: enabled, messagingEnabled: enabled, termsAccepted: true, counterparts: [{ userId: 'p-1', userType: 'psychologist', messagingEnabled: enabled }] },
});

describe("the session's own page", () => {
  it('offers Join once the room is open, the calendar links, and Message that opens the chat', async () => {
    network = stubFetch({
      'GET /api/users/profile/patient': { status: 200, body: profile },
      'GET /api/sessions/sessions/s-1': { status: 200, body: session(5 * 60_000) },
      'GET /api/sessions/sessions/s-1/calendar.ics': { status: 200, body: 'BEGIN:VCALENDAR' },
      'GET /api/messaging/conversations/messaging-statuses': messaging(true),
    });
    const platform = createTestPlatform(signedIn('Ada', 'client'));
    const opened: unknown[] = [];
    platform.events.on('messaging:open-chat', (counterpart) => opened.push(counterpart));
    renderArea(<App />, { route: '/account/sessions/s-1' });

    // The first render loads the area's lazy pages: allow for it.
    expect(await screen.findByRole('link', { name: 'Join session' }, { timeout: 10_000 })).toHaveAttribute('href', '/session/s-1');
    const google = await screen.findByRole('link', { name: /Add to Google Calendar/ });
    expect(new URL(google.getAttribute('href')!).searchParams.get('text')).toBe('Harbour session with Sam Psych');
    expect(screen.getByRole('link', { name: /Add to Outlook/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download calendar file (.ics)' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Message Sam Psych' }));
    expect(opened).toEqual([{ userId: 'p-1', userType: 'psychologist' }]);
  });

  it('a session days away has the calendar links but no Join yet; no Message where messaging is off', async () => {
    network = stubFetch({
      'GET /api/users/profile/patient': { status: 200, body: profile },
      'GET /api/sessions/sessions/s-1': { status: 200, body: session(3 * 86_400_000) },
      'GET /api/sessions/sessions/s-1/calendar.ics': { status: 200, body: 'BEGIN:VCALENDAR' },
      'GET /api/messaging/conversations/messaging-statuses': messaging(false),
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account/sessions/s-1' });
    expect(await screen.findByRole('link', { name: /Add to Google Calendar/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join session' })).not.toBeInTheDocument();
    await screen.findByRole('button', { name: 'Download calendar file (.ics)' });
    expect(network.calls.some((c) => c.path === '/api/messaging/conversations/messaging-statuses')).toBe(true);
    expect(screen.queryByRole('button', { name: /^Message/ })).not.toBeInTheDocument();
  });

  it('a past session offers no calendar links', async () => {
    network = stubFetch({
      'GET /api/users/profile/patient': { status: 200, body: profile },
      'GET /api/sessions/sessions/s-1': { status: 200, body: session(-3 * 86_400_000, { sessionStatus: 'Completed', paymentStatus: 'Paid' }) },
      'GET /api/messaging/conversations/messaging-statuses': messaging(true),
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account/sessions/s-1' });
    expect(await screen.findByRole('button', { name: 'Message Sam Psych' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add to Google Calendar/ })).not.toBeInTheDocument();
    expect(network.calls.some((c) => c.path.endsWith('/calendar.ics'))).toBe(false);
  });
});

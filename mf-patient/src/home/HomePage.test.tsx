import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, createTestPlatform, renderArea, signedIn, sessionDetails } from '@harbour/area-runtime/src/testing';
import type { AuthState } from '@harbour/platform';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
// Where GET /api/homes/client is not stubbed it answers 404, and the cards ask their own reads.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

/** Signed in, but the shell could not read the profile (it keeps the user signed in without details). */
function withoutProfile(state: AuthState): AuthState {
  return state.status === 'authenticated' ? { ...state, user: { ...state.user, profile: {} } } : state;
}

describe('client home', () => {
  it('greets the client by the first name in the profile the shell read, without reading it again', async () => {
    network = stubFetch({
      'GET /api/users/profile/patient': {
        status: 200,
        body: { userId: 'user-3', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isApproved: true, userType: 'client' },
      },
    });
    const state = signedIn('Ada', 'client');
    if (state.status === 'authenticated') state.user.profile.timezoneId = null; // the shell read it: the client has no zone of their own
    createTestPlatform(state);
    renderArea(<App />, { route: '/account' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    await waitFor(() => expect(network.calls.length).toBeGreaterThan(0));
    expect(network.calls[0].headers.get('authorization')).toBe('Bearer token-1');
    expect(network.calls.map((call) => call.path)).not.toContain('/api/users/profile/patient');
  });

  it("says so when neither the shell nor the page can read the profile, with a way to try again", async () => {
    let attempts = 0;
    network = stubFetch({
      'GET /api/users/profile/patient': () =>
        ++attempts === 1
          ? { status: 500, body: { status: 500, title: 'Internal Server Error', detail: 'An unexpected error occurred' } }
          : { status: 200, body: { userId: 'user-3', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isApproved: true, userType: 'client' } },
    });
    createTestPlatform(withoutProfile(signedIn('Ada', 'client')));
    renderArea(<App />, { route: '/account' });

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not load your profile. An unexpected error occurred'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
  });
});

/** A 50-minute private session with Sam, booked and not yet due for payment, as the session reads answer it. */
const pendingSession = (sessionId: string, startsAt: Date, patientId: string) => sessionDetails(startsAt, { sessionId, patientId });

describe('client home: next session', () => {
  it('shows the next session in the client zone with a Join button once the room is open', async () => {
    const start = new Date(Date.now() + 5 * 60_000);
    const later = new Date(Date.now() + 7 * 86_400_000);
    const session = (id: string, at: Date) => pendingSession(id, at, 'user-3');
    network = stubFetch({
      'GET /api/users/profile/patient': {
        status: 200,
        body: { userId: 'user-3', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isApproved: true, userType: 'client', timezoneId: 'Australia/Perth' },
      },
      'GET /api/sessions/sessions/patient': { status: 200, body: { sessions: [session('later', later), session('soon', start)] } },
      'GET /api/messaging/conversations/messaging-statuses': { status: 200, body: { userId: 'user-3', userType: 'client', messagingVisible: false, messagingEnabled: false, termsAccepted: false, counterparts: [] } },
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account' });

    const card = await screen.findByRole('region', { name: 'Your next session' });
    expect(card).toHaveTextContent(/AWST/);
    expect(card).toHaveTextContent('with Sam Psych');
    expect(screen.getByRole('link', { name: 'Join session' })).toHaveAttribute('href', '/session/soon');
    expect(screen.getByRole('link', { name: 'Book again with Sam Psych' })).toHaveAttribute('href', '/book/availability?psychologistId=p-1');
    expect(screen.getByRole('navigation', { name: 'Your account' })).toBeInTheDocument();
  });
});

describe('first-run page (/account/welcome)', () => {
  it('says "Welcome", not "Welcome back", and offers the next step', async () => {
    network = stubFetch({
      'GET /api/users/profile/patient': {
        status: 200,
        body: { userId: 'user-9', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isApproved: true, userType: 'client' },
      },
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account/welcome' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a psychologist' })).toHaveAttribute('href', '/find-a-psychologist');
    expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/book');
  });
});

describe('client home: Medicare sessions and the latest check-in', () => {
  const profile = {
    status: 200,
    body: { userId: 'user-3', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isApproved: true, userType: 'client' },
  };
  const noMessaging = { status: 200, body: { userId: 'user-3', userType: 'client', messagingVisible: false, messagingEnabled: false, termsAccepted: false, counterparts: [] } };

  it('shows the rebated sessions used this year and on the referral, the warning before a 7th, and the latest scores with bands', async () => {
    network = stubFetch({
      'GET /api/users/profile/patient': profile,
      'GET /api/sessions/sessions/patient': { status: 200, body: { sessions: [] } },
      'GET /api/messaging/conversations/messaging-statuses': noMessaging,
      'GET /api/users/profile/patient/entitlements': {
        status: 200,
        body: {
          calendarYear: 2026,
          sessionsPerYear: 10,
          usedThisYear: 7,
          remainingThisYear: 3,
          onReferral: { medicareReferralId: 'r-1', sessionsApproved: 6, used: 6, remaining: 0 },
          status: 'NeedsNewReferral',
          message: 'You have used all 6 sessions on your current referral. Your next session (session 7) gets no Medicare rebate unless your GP gives you a new referral first.',
        },
      },
      'GET /api/sessions/dass21/scores': {
        status: 200,
        body: {
          results: [
            {
              id: 'd-2',
              patientId: 'user-3',
              takenAt: '2026-11-20T01:00:00.000Z',
              answers: [],
              scores: { depression: 14, anxiety: 8, stress: 20 },
              bands: { depression: 'Moderate', anxiety: 'Mild', stress: 'Mild' },
              flagged: false,
              flagReasons: [],
            },
            {
              id: 'd-1',
              patientId: 'user-3',
              takenAt: '2026-10-01T01:00:00.000Z',
              answers: [],
              scores: { depression: 30, anxiety: 20, stress: 34 },
              bands: { depression: 'ExtremelySevere', anxiety: 'ExtremelySevere', stress: 'Severe' },
              flagged: true,
              flagReasons: [],
            },
          ],
        },
      },
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account' });

    const medicare = await screen.findByRole('region', { name: 'Medicare sessions' });
    await waitFor(() => expect(medicare).toHaveTextContent('7 of 10 rebated sessions used in 2026'));
    expect(medicare).toHaveTextContent('6 of 6 used on your current referral');
    expect(within(medicare).getByRole('status')).toHaveTextContent('Your next session (session 7) gets no Medicare rebate');

    const dass = screen.getByRole('region', { name: 'How you are going' });
    const scores = await within(dass).findByRole('list', { name: 'Latest DASS-21 scores' });
    expect(dass).toHaveTextContent('Your latest DASS-21 check-in, 20 November 2026');
    expect(scores).toHaveTextContent('Depression: 14 of 42, Moderate');
    expect(scores).toHaveTextContent('Anxiety: 8 of 42, Mild');
    expect(scores).toHaveTextContent('Stress: 20 of 42, Mild');
  });

  it('says when there is no referral and no check-in yet', async () => {
    network = stubFetch({
      'GET /api/users/profile/patient': profile,
      'GET /api/sessions/sessions/patient': { status: 200, body: { sessions: [] } },
      'GET /api/messaging/conversations/messaging-statuses': noMessaging,
      'GET /api/users/profile/patient/entitlements': {
        status: 200,
        body: { calendarYear: 2026, sessionsPerYear: 10, usedThisYear: 0, remainingThisYear: 10, status: 'NoReferral', message: 'You have no current GP referral or mental health care plan.' },
      },
      'GET /api/sessions/dass21/scores': { status: 200, body: { results: [] } },
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account' });

    const medicare = await screen.findByRole('region', { name: 'Medicare sessions' });
    await waitFor(() => expect(medicare).toHaveTextContent('0 of 10 rebated sessions used in 2026'));
    expect(medicare).toHaveTextContent('No current GP referral');
    const dass = screen.getByRole('region', { name: 'How you are going' });
    await waitFor(() => expect(dass).toHaveTextContent('You have not done a DASS-21 check-in yet.'));
    expect(within(dass).getByRole('link', { name: 'Take the DASS-21 check-in' })).toHaveAttribute('href', '/mental-health-assessment/dass21');
  });

  it('says so when the figures cannot be loaded, with a way to try again', async () => {
    let attempts = 0;
    network = stubFetch({
      'GET /api/users/profile/patient': profile,
      'GET /api/sessions/sessions/patient': { status: 200, body: { sessions: [] } },
      'GET /api/messaging/conversations/messaging-statuses': noMessaging,
      'GET /api/users/profile/patient/entitlements': () =>
        ++attempts === 1
          ? { status: 500, body: { status: 500, title: 'Internal Server Error', detail: 'An unexpected error occurred' } }
          : { status: 200, body: { calendarYear: 2026, sessionsPerYear: 10, usedThisYear: 2, remainingThisYear: 8, status: 'NoReferral', message: 'No referral.' } },
      'GET /api/sessions/dass21/scores': { status: 500, body: { status: 500, title: 'Internal Server Error', detail: 'An unexpected error occurred' } },
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account' });

    const medicare = await screen.findByRole('region', { name: 'Medicare sessions' });
    await waitFor(() => expect(within(medicare).getByRole('alert')).toHaveTextContent('We could not load your Medicare sessions. An unexpected error occurred'));
    const dass = screen.getByRole('region', { name: 'How you are going' });
    await waitFor(() => expect(within(dass).getByRole('alert')).toHaveTextContent('We could not load your latest check-in.'));
    await userEvent.click(within(medicare).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(medicare).toHaveTextContent('2 of 10 rebated sessions used in 2026'));
  });
});

describe('client home: one read for its cards', () => {
  const future = new Date(Date.now() + 7 * 86_400_000);
  const home = {
    sessions: {
      sessions: [
        pendingSession('s-1', future, 'user-1'),
      ],
    },
    entitlements: { calendarYear: 2026, sessionsPerYear: 10, usedThisYear: 4, remainingThisYear: 6, status: 'NoReferral', message: 'No referral.' },
    scores: { results: [] },
  };

  it("shows every card from GET /homes/client, in the client's zone from the shell's profile, reading nothing else of its own", async () => {
    network = stubFetch({
      'GET /api/homes/client': { status: 200, body: home },
      'GET /api/messaging/conversations/messaging-statuses': { status: 200, body: { userId: 'user-1', userType: 'client', messagingVisible: false, messagingEnabled: false, termsAccepted: false, counterparts: [] } },
    });
    const state = signedIn('Ada', 'client');
    if (state.status === 'authenticated') state.user.profile.timezoneId = 'Australia/Perth';
    createTestPlatform(state);
    renderArea(<App />, { route: '/account' });

    const next = await screen.findByRole('region', { name: 'Your next session' });
    expect(next).toHaveTextContent(/AWST/);
    expect(next).toHaveTextContent('with Sam Psych');
    const medicare = screen.getByRole('region', { name: 'Medicare sessions' });
    await waitFor(() => expect(medicare).toHaveTextContent('4 of 10 rebated sessions used in 2026'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'How you are going' })).toHaveTextContent('You have not done a DASS-21 check-in yet.'));
    expect(screen.getByRole('link', { name: 'Book again with Sam Psych' })).toBeInTheDocument();
    // The area's own calls: the home's one read (the messaging statuses are mf-messaging's, stubbed for the card).
    const own = network.calls.map((call) => call.path).filter((path) => !path.startsWith('/api/messaging/'));
    expect(own).toEqual(['/api/homes/client']);
  });

  it('falls back to each card’s own read when the home read fails', async () => {
    network = stubFetch({
      'GET /api/homes/client': { status: 500, body: { status: 500, title: 'Internal Server Error', detail: 'An unexpected error occurred' } },
      'GET /api/sessions/sessions/patient': { status: 200, body: home.sessions },
      'GET /api/users/profile/patient/entitlements': { status: 200, body: home.entitlements },
      'GET /api/sessions/dass21/scores': { status: 200, body: home.scores },
    });
    const state = signedIn('Ada', 'client');
    if (state.status === 'authenticated') state.user.profile.timezoneId = null;
    createTestPlatform(state);
    renderArea(<App />, { route: '/account' });

    const medicare = await screen.findByRole('region', { name: 'Medicare sessions' });
    await waitFor(() => expect(medicare).toHaveTextContent('4 of 10 rebated sessions used in 2026'));
    expect(screen.getByRole('region', { name: 'Your next session' })).toHaveTextContent('with Sam Psych');
    const paths = network.calls.map((call) => call.path);
    for (const path of ['/api/sessions/sessions/patient', '/api/users/profile/patient/entitlements', '/api/sessions/dass21/scores']) expect(paths).toContain(path);
    // The shell said the client has no zone of their own: the page does not read the profile for it.
    expect(paths).not.toContain('/api/users/profile/patient');
  });
});

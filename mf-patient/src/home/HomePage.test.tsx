import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

describe('client home', () => {
  it('greets the client by the first name in their profile', async () => {
    network = stubFetch({
      'GET /api/users/profile/patient': {
        status: 200,
        body: { userId: 'user-3', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isApproved: true, userType: 'client' },
      },
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(network.calls[0].headers.get('authorization')).toBe('Bearer token-1');
  });

  it("says so when the profile can't be loaded, with a way to try again", async () => {
    let attempts = 0;
    network = stubFetch({
      'GET /api/users/profile/patient': () =>
        ++attempts === 1
          ? { status: 500, body: { status: 500, title: 'Internal Server Error', detail: 'An unexpected error occurred' } }
          : { status: 200, body: { userId: 'user-3', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isApproved: true, userType: 'client' } },
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account' });

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not load your profile. An unexpected error occurred'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
  });
});

describe('client home: next session', () => {
  it('shows the next session in the client zone with a Join button once the room is open', async () => {
    const start = new Date(Date.now() + 5 * 60_000);
    const later = new Date(Date.now() + 7 * 86_400_000);
    const session = (id: string, at: Date) => ({
      sessionId: id,
      patientId: 'user-3',
      psychologist: { id: 'p-1', firstName: 'Sam', lastName: 'Psych' },
      sessionParticipants: [],
      sessionStartDate: at.toISOString(),
      sessionEndDate: new Date(at.getTime() + 50 * 60_000).toISOString(),
      timezoneId: 'Australia/Sydney',
      durationMinutes: 50,
      sessionDurationTypeId: 2,
      therapyTypeId: 1,
      sessionType: 'Private',
      sessionStatus: 'Pending',
      paymentStatus: 'NotDue',
      joinPath: `/session/${id}`,
    });
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

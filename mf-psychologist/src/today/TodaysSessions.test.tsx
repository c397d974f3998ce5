import { screen } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { TodaysSessions } from './TodaysSessions';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the component are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const session = (sessionId: string, joinState: string, name: string) => ({
  sessionId,
  startsAt: '2026-11-23T10:00:00Z',
  endsAt: '2026-11-23T10:50:00Z',
  timezoneId: 'Australia/Sydney',
  sessionStatus: 'Pending',
  joinState,
  joinOpensAt: '2026-11-23T09:45:00Z',
  counterpartName: name,
});

describe("today's sessions", () => {
  it('offers Start for the open session only, and shows the counts', async () => {
    network = stubFetch({
      'GET /api/sessions/sessions/psychologists/current': {
        status: 200,
        body: { timezoneId: 'UTC', sessions: [session('s-1', 'open', 'Alex Client'), session('s-2', 'early', 'Sam Later')], currentSessionId: 's-1' },
      },
      'GET /api/sessions/sessions/psychologist/stats': {
        status: 200,
        body: { sessionsToday: 2, upcomingSessions: 3, completedSessions: 9, completedThisMonth: 4, cancelledSessions: 0, reviewCount: 2, averageRating: 4.5 },
      },
    });
    createTestPlatform(signedIn('Carl', 'psychologist'));
    renderArea(<TodaysSessions />, { route: '/psychologists/account' });
    const start = await screen.findByRole('link', { name: /Start session with Alex Client/ });
    expect(start).toHaveAttribute('href', '/session/s-1');
    expect(screen.queryByRole('link', { name: /Sam Later/ })).toBeNull();
    expect(await screen.findByText(/3 upcoming · 4 completed this month · average rating 4.5 of 5/)).toBeInTheDocument();
  });

  it('says when the client is already waiting in an open room', async () => {
    network = stubFetch({
      'GET /api/sessions/sessions/psychologists/current': {
        status: 200,
        body: { timezoneId: 'UTC', sessions: [{ ...session('s-1', 'open', 'Alex Client'), counterpartPlace: 'waiting' }, { ...session('s-2', 'open', 'Sam Later'), counterpartPlace: 'away' }] },
      },
      'GET /api/sessions/sessions/psychologist/stats': { status: 200, body: { sessionsToday: 2, upcomingSessions: 2, completedSessions: 0, completedThisMonth: 0, cancelledSessions: 0, reviewCount: 0 } },
    });
    createTestPlatform(signedIn('Carl', 'psychologist'));
    renderArea(<TodaysSessions />, { route: '/psychologists/account' });
    expect(await screen.findByText('· Alex Client is waiting')).toBeInTheDocument();
    expect(screen.queryByText(/Sam Later is waiting/)).toBeNull();
  });

  it('says when there are no sessions today', async () => {
    network = stubFetch({
      'GET /api/sessions/sessions/psychologists/current': { status: 200, body: { timezoneId: 'UTC', sessions: [] } },
    });
    createTestPlatform(signedIn('Carl', 'psychologist'));
    renderArea(<TodaysSessions />, { route: '/psychologists/account' });
    expect(await screen.findByText('You have no sessions today.')).toBeInTheDocument();
  });
});

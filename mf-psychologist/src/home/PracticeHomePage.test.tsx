import { act, screen } from '@testing-library/react';
import { heldAnswer, stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { PracticeHomePage } from './PracticeHomePage';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
// Where GET /api/homes/psychologist is not stubbed it answers 404, and the sections ask their own reads.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const FLAGS = '/api/users/psychologist/dass21-flags';

/** Every first read of the home answers at once; the DASS-21 flags answer with `flags`. */
function homeNetwork(flags: Parameters<typeof stubFetch>[0][string]) {
  network = stubFetch({
    'GET /api/sessions/sessions/psychologists/current': { status: 200, body: { timezoneId: 'UTC', sessions: [] } },
    'GET /api/sessions/sessions/psychologist/stats': {
      status: 200,
      body: { sessionsToday: 0, upcomingSessions: 8, completedSessions: 2, completedThisMonth: 2, cancelledSessions: 0, reviewCount: 0 },
    },
    'GET /api/sessions/psychologist/case-notes-overview': { status: 200, body: { drafts: [], toWrite: [] } },
    'GET /api/referrals/psychologist': { status: 200, body: { referrals: [] } },
    [`GET ${FLAGS}`]: flags,
  });
}

/** Every read of the home answers at once, except the DASS-21 flags, which wait for `release`. */
function homeNetworkHoldingFlags() {
  const flags = heldAnswer({ status: 200, body: { results: [] } });
  homeNetwork(flags.route);
  return flags;
}

describe('the practice home', () => {
  it('shows its sections together once every first read has answered, so none pushes another down', async () => {
    const { release } = homeNetworkHoldingFlags();
    createTestPlatform(signedIn('Jordan', 'psychologist'));
    renderArea(<PracticeHomePage />, { route: '/psychologists/account' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jordan' })).toBeInTheDocument();
    // The other reads have answered (their calls were made); the sections still wait for the flags.
    expect(await screen.findByText('Loading your practice')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Today's sessions" })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Notes to write' })).toBeNull();

    await release();
    expect(await screen.findByRole('heading', { name: 'Flagged DASS-21 results' })).toBeInTheDocument();
    for (const name of ["Today's sessions", 'Notes to write', 'Unread messages', 'New referrals']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByText('8 upcoming · 2 completed this month')).toBeInTheDocument();
    expect(screen.getByText('No flagged results in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByText('Loading your practice')).toBeNull();
    // Each read once: the sections ask the same reads as the page.
    const paths = network.calls.map((call) => call.path);
    expect(paths.filter((path) => path === FLAGS)).toHaveLength(1);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('a read that fails shows in its own section, asked again once, not without end', async () => {
    homeNetwork({ status: 500, body: { status: 500, title: 'Internal Server Error', detail: 'Something went wrong.' } });
    createTestPlatform(signedIn('Jordan', 'psychologist'));
    renderArea(<PracticeHomePage />, { route: '/psychologists/account' });

    expect(await screen.findByRole('heading', { name: "Today's sessions" })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Flagged DASS-21 results' })).toBeInTheDocument();
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByText('Loading your practice')).toBeNull();
    // The page's read, then the section's own when it mounts; it used to go round, ~50 a second.
    expect(network.calls.filter((call) => call.path === FLAGS).length).toBeLessThanOrEqual(2);
  });

  it('shows every section from GET /homes/psychologist, reading nothing else of its own', async () => {
    network = stubFetch({
      'GET /api/homes/psychologist': {
        status: 200,
        body: {
          today: { timezoneId: 'UTC', sessions: [] },
          stats: { sessionsToday: 0, upcomingSessions: 3, completedSessions: 5, completedThisMonth: 4, cancelledSessions: 0, reviewCount: 0 },
          caseNotes: { drafts: [], toWrite: [], recent: [] },
          referrals: { referrals: [] },
          flaggedDass21: {
            results: [{ patientId: 'c-1', patientName: 'Alex Client', resultId: 'd-1', takenAt: '2026-11-20T01:00:00.000Z', flagReasons: ['depression-severe'], flagDescriptions: ['Severe depression'] }],
          },
        },
      },
    });
    createTestPlatform(signedIn('Jordan', 'psychologist'));
    renderArea(<PracticeHomePage />, { route: '/psychologists/account' });

    expect(await screen.findByRole('heading', { name: 'Flagged DASS-21 results' })).toBeInTheDocument();
    expect(screen.getByText('3 upcoming · 4 completed this month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Alex Client' })).toHaveAttribute('href', '/psychologists/account/patient/c-1');
    expect(screen.getByText('Every finished session has a note.')).toBeInTheDocument();
    expect(screen.getByText('No new referrals in the last 30 days.')).toBeInTheDocument();
    expect(network.calls.map((call) => call.path)).toEqual(['/api/homes/psychologist']);
  });
});

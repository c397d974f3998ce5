import { triggerAppChange } from 'single-spa';
import { createStore, matchRoute, type AuthState, type RouteRule } from '@harbour/platform';
import { createNavigationGate } from './navigation-gate';
import type { Redirect } from '@harbour/sdk/content';
import { lookUpRedirect } from './redirects';

jest.mock('single-spa', () => ({ triggerAppChange: jest.fn() }));
jest.mock('./redirects', () => ({ ...jest.requireActual('./redirects'), lookUpRedirect: jest.fn() }));

const redirects = new Map<string, Redirect>();
(lookUpRedirect as jest.Mock).mockImplementation(async (path: string) => redirects.get(path) ?? null);

const rule = (owner: string, pattern: string, guard: RouteRule['guard'] = 'public'): RouteRule => ({ owner, pattern, layout: 'default', guard });
const TABLE = [rule('shell', '/login'), rule('mf-booking', '/book'), rule('mf-patient', '/account/*', 'patient'), rule('mf-public', '/:content')];
const client: AuthState = { status: 'authenticated', user: { sub: 'c', userType: 'client', accessToken: 't', expiresAt: 0, profile: {} } };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function setUp({ auth = { status: 'unauthenticated' } as AuthState, ready = Promise.resolve() } = {}) {
  const authStore = createStore<AuthState>(auth);
  const newReleaseAvailable = jest.fn(async () => false);
  const gate = createNavigationGate({
    auth: authStore,
    newReleaseAvailable,
    routes: { ready, match: (pathname) => matchRoute(TABLE, pathname) },
  });
  return { gate, authStore, newReleaseAvailable };
}

const go = (path: string) => window.history.pushState(null, '', path);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  redirects.clear();
  (triggerAppChange as jest.Mock).mockClear();
});

describe('navigation gate', () => {
  it('lets the owning area render a public route, without a release check on the first navigation', async () => {
    go('/book?x=1');
    const { gate, newReleaseAvailable } = setUp();
    await gate.start();
    expect(gate.state.get()).toEqual({ path: '/book?x=1', view: { kind: 'area', route: TABLE[1], guard: { kind: 'render' } } });
    expect(gate.allows('mf-booking', window.location)).toBe(true);
    expect(gate.allows('mf-public', window.location)).toBe(false);
    expect(newReleaseAvailable).not.toHaveBeenCalled();
    expect(triggerAppChange).toHaveBeenCalled();
  });

  it('asks about a new release on later navigations', async () => {
    go('/book');
    const { gate, newReleaseAvailable } = setUp();
    await gate.start();
    go('/faq');
    await gate.start();
    expect(newReleaseAvailable).toHaveBeenCalledTimes(1);
    expect(gate.state.get().view).toMatchObject({ kind: 'area', route: { owner: 'mf-public' } });
  });

  it("waits for the areas' routes before deciding anything", async () => {
    go('/book');
    const routes = deferred();
    const { gate } = setUp({ ready: routes.promise });
    const started = gate.start();
    await flush();
    expect(gate.state.get().view).toEqual({ kind: 'checking' });
    expect(gate.allows('mf-booking', window.location)).toBe(false);
    routes.resolve();
    await started;
    expect(gate.allows('mf-booking', window.location)).toBe(true);
  });

  it('shows the shell page for its own routes and Page Not Found for unowned paths', async () => {
    go('/login');
    const { gate } = setUp();
    await gate.start();
    expect(gate.state.get().view).toEqual({ kind: 'shell-page', route: TABLE[0] });
    go('/no/such/page');
    await gate.start();
    expect(gate.state.get().view).toEqual({ kind: 'not-found' });
  });

  it('sends an anonymous visitor of a guarded route to sign in, asking to come back', async () => {
    go('/account/sessions?tab=2');
    const { gate } = setUp();
    await gate.start();
    expect(window.location.pathname + window.location.search).toBe(`/login?returnTo=${encodeURIComponent('/account/sessions?tab=2')}`);
    expect(gate.allows('mf-patient', window.location)).toBe(false);
  });

  it('holds a guarded route while sign-in is pending, then lets it render once signed in', async () => {
    go('/account');
    const { gate, authStore } = setUp({ auth: { status: 'pending' } });
    await gate.start();
    expect(gate.state.get().view).toMatchObject({ kind: 'area', guard: { kind: 'pending' } });
    expect(gate.allows('mf-patient', window.location)).toBe(false);
    authStore.set(client);
    expect(gate.state.get().view).toMatchObject({ kind: 'area', guard: { kind: 'render' } });
    expect(gate.allows('mf-patient', window.location)).toBe(true);
  });

  it('follows a stored redirect before any guard', async () => {
    redirects.set('/old-page', { path: '/old-page', target: '/book', permanent: true });
    go('/old-page');
    const { gate } = setUp();
    await gate.start();
    expect(window.location.pathname).toBe('/book');
    await gate.start();
    expect(gate.allows('mf-booking', window.location)).toBe(true);
  });
});

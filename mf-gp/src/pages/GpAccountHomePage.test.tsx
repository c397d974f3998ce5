import { screen, waitFor } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

/** Signed in, but the shell's own profile read failed (it keeps the user signed in without details). */
function withoutProfile() {
  const auth = signedIn('Grace', 'gp');
  if (auth.status === 'authenticated') auth.user.profile = {};
  return auth;
}

describe('GP home', () => {
  it('greets the GP from the profile the shell read at sign-in, without reading it again', async () => {
    network = stubFetch({});
    const auth = signedIn('Grace', 'gp');
    if (auth.status === 'authenticated') auth.user.profile = { firstName: 'Grace', email: 'grace@example.com', isApproved: true };
    createTestPlatform(auth);
    renderArea(<App />, { route: '/gp/account' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as grace@example.com.')).toBeInTheDocument();
    expect(network.calls.map((c) => c.path)).not.toContain('/api/users/profile/gp');
  });

  it('reads the profile itself when the shell could not, sending their token', async () => {
    network = stubFetch({
      'GET /api/users/profile/gp': {
        status: 200,
        body: { userId: 'user-7', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', isApproved: true, userType: 'gp' },
      },
    });
    createTestPlatform(withoutProfile());
    renderArea(<App />, { route: '/gp/account' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace' })).toBeInTheDocument();
    expect(network.calls[0].headers.get('authorization')).toBe('Bearer token-1');
  });

  it("says so when the profile can't be loaded", async () => {
    network = stubFetch({
      'GET /api/users/profile/gp': { status: 500, body: { status: 500, title: 'Internal Server Error', detail: 'An unexpected error occurred' } },
    });
    createTestPlatform(withoutProfile());
    renderArea(<App />, { route: '/gp/account' });

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not load your profile. An unexpected error occurred'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

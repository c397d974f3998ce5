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

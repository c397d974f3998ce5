import { screen, waitFor } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

describe('psychologist home', () => {
  it('greets the psychologist by the first name in their profile', async () => {
    network = stubFetch({
      'GET /api/users/profile/psychologist': {
        status: 200,
        body: { userId: 'user-9', email: 'carl@example.com', firstName: 'Carl', lastName: 'Rogers', isApproved: true, userType: 'psychologist' },
      },
    });
    createTestPlatform(signedIn('Carl', 'psychologist'));
    renderArea(<App />, { route: '/psychologists/account' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading your practice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Carl' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your practice' })).toBeInTheDocument();
  });

  it("says so when the profile can't be loaded", async () => {
    network = stubFetch({
      'GET /api/users/profile/psychologist': { status: 503, body: { status: 503, title: 'Service Unavailable', detail: 'The database is unavailable.' } },
    });
    createTestPlatform(signedIn('Carl', 'psychologist'));
    renderArea(<App />, { route: '/psychologists/account' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not load your profile. The database is unavailable.'));
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import { ThemeProvider } from 'styled-components';
import { createStore, type AuthState } from '@harbour/platform';
import { createTheme } from '@harbour/ui';
import type { AuthService } from '../auth-service';
import { ShellServicesContext } from '../../shell-context';
import { CallbackPage } from './CallbackPage';

const signedIn: AuthState = {
  status: 'authenticated',
  user: { sub: 'u1', userType: 'client', accessToken: 't', expiresAt: 2_000_000_000_000, profile: { email: 'robin@example.test' } },
};

/** The part of the auth service /auth/callback uses; the service itself has its own tests. */
function authServiceWith({ completes, recovers }: { completes: boolean; recovers: boolean }) {
  const auth = createStore<AuthState>({ status: 'pending' });
  const service = {
    auth,
    completeRedirectSignIn: jest.fn(async () => {
      if (!completes) throw new Error('No matching state found in storage');
      return { profile: { user_type: 'client' }, state: { returnTo: '/book?x=1' } } as unknown as User;
    }),
    recheck: jest.fn(async () => auth.set(signedIn)),
    recover: jest.fn(async () => {
      if (recovers) auth.set(signedIn);
      return recovers;
    }),
  };
  return service;
}

function show(service: ReturnType<typeof authServiceWith>) {
  window.history.replaceState(null, '', '/auth/callback?code=abc&state=s1');
  render(
    <ThemeProvider theme={createTheme()}>
      <ShellServicesContext.Provider value={{ authService: service as unknown as AuthService, publicReturnPath: () => '/' }}>
        <CallbackPage />
      </ShellServicesContext.Provider>
    </ThemeProvider>,
  );
}

describe('/auth/callback', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('finishes the sign-in and goes to the page asked for', async () => {
    show(authServiceWith({ completes: true, recovers: false }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/book?x=1'));
  });

  it('with a spent code but a session at the authority: signs in quietly and goes home, no dead end', async () => {
    const service = authServiceWith({ completes: false, recovers: true });
    show(service);
    await waitFor(() => expect(window.location.pathname).toBe('/account'));
    expect(service.recover).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("We couldn't sign you in")).toBeNull();
  });

  it('with a spent code and no session: says so and offers signing in again', async () => {
    show(authServiceWith({ completes: false, recovers: false }));
    expect(await screen.findByText("We couldn't sign you in")).toBeVisible();
    expect(screen.getByText('The sign-in link has expired or was already used.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try signing in again' })).toHaveAttribute('href', '/login');
    expect(window.location.pathname).toBe('/auth/callback');
  });
});

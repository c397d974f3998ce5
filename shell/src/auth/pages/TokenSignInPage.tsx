import { useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { useShellServices } from '../../shell-context';
import { AuthProgress } from './AuthPanel';

/** Where a new client lands once signed in: the first-run page ("Welcome", then the next step). */
export const FIRST_RUN_PATH = '/account/welcome';

/**
 * /auth/popup/login?token=… (spec §2): signs in with the one-time sign-in grant a verified
 * sign-up returns, so the new user never types their password again. The token leaves the
 * address bar at once (it is single-use and expires within minutes anyway).
 */
export function TokenSignInPage() {
  const { authService } = useShellServices();

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) {
      navigateToUrl('/login');
      return;
    }
    void authService.signIn({ mode: 'redirect', returnTo: FIRST_RUN_PATH, signInToken: token });
  }, [authService]);

  return <AuthProgress message="Signing you in…" />;
}

import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { ACCOUNT_HOME, type UserType } from '@harbour/platform';
import { useShellServices } from '../../shell-context';
import { returnPathFrom } from '../auth-service';
import { ShellLink } from '../../ui/ShellLink';
import { AuthMessage, AuthProgress } from './AuthPanel';

/** /auth/callback: completes a redirect sign-in, then goes to the page asked for or home. */
export function CallbackPage() {
  const { authService } = useShellServices();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    authService.userManager
      .signinRedirectCallback()
      .then(async (user) => {
        await authService.recheck();
        const home = ACCOUNT_HOME[(user.profile.user_type as UserType) ?? 'client'] ?? '/';
        if (!cancelled) window.history.replaceState(null, '', returnPathFrom(user) ?? home);
      })
      .catch((err) => {
        console.error('Sign-in callback failed', err);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [authService]);

  if (failed)
    return (
      <AuthMessage title="We couldn't sign you in">
        <p>The sign-in link has expired or was already used.</p>
        <p>
          <ShellLink href="/login">Try signing in again</ShellLink> or{' '}
          <a href="/" onClick={(e) => (e.preventDefault(), navigateToUrl('/'))}>
            go to the home page
          </a>
          .
        </p>
      </AuthMessage>
    );
  return <AuthProgress message="Signing you in…" />;
}

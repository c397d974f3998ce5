import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { ACCOUNT_HOME, type UserType } from '@harbour/platform';
import { useShellServices } from '../../shell-context';
import { returnPathFrom } from '../auth-service';
import { ShellLink } from '../../ui/ShellLink';
import { AuthMessage, AuthProgress } from './AuthPanel';

/** The authority's answer when the person pressed Cancel on its sign-in page. */
const isCancelled = (err: unknown) => (err as { error?: unknown } | undefined)?.error === 'access_denied';

/** /auth/callback: completes a redirect sign-in, then goes to the page asked for or home. */
export function CallbackPage() {
  const { authService, publicReturnPath } = useShellServices();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    authService
      .completeRedirectSignIn()
      .then(async (user) => {
        await authService.recheck();
        const home = ACCOUNT_HOME[(user.profile.user_type as UserType) ?? 'client'] ?? '/';
        if (!cancelled) window.history.replaceState(null, '', returnPathFrom(user) ?? home);
      })
      .catch(async (err) => {
        if (cancelled) return;
        if (isCancelled(err)) {
          // Cancel on the sign-in page: back where the person came from, no error. A page that
          // needs a sign-in would only send them to sign in again, so that one becomes home.
          const returnTo = returnPathFrom({ state: (err as { state?: unknown }).state } as Parameters<typeof returnPathFrom>[0]);
          window.history.replaceState(null, '', publicReturnPath(returnTo));
          return;
        }
        console.error('Sign-in callback failed', err);
        // The code is spent or refused, yet the authority may well have a session (a popup or a
        // renewal finished first): sign in quietly and go home rather than show a dead end.
        const signedIn = await authService.recover();
        if (cancelled) return;
        const now = authService.auth.get();
        if (signedIn && now.status === 'authenticated') window.history.replaceState(null, '', ACCOUNT_HOME[now.user.userType] ?? '/');
        else setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [authService, publicReturnPath]);

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

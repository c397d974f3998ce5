import { useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import { ACCOUNT_HOME, useAuth } from '@harbour/platform';
import { useShellServices } from '../../shell-context';
import { AuthProgress } from './AuthPanel';

const safeReturn = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') ? value : undefined);

/** /login: hands over to the identity authority, then comes back to `returnTo`. */
export function LoginPage() {
  const { authService } = useShellServices();
  const auth = useAuth();
  const returnTo = safeReturn(new URLSearchParams(window.location.search).get('returnTo'));

  useEffect(() => {
    if (auth.status === 'pending') return;
    if (auth.status === 'authenticated') {
      navigateToUrl(returnTo ?? ACCOUNT_HOME[auth.user.userType]);
      return;
    }
    void authService.signIn({ returnTo, mode: 'redirect' });
  }, [auth, authService, returnTo]);

  return <AuthProgress message="Taking you to sign in…" />;
}

import { useEffect } from 'react';
import { useShellServices } from '../../shell-context';
import { AuthProgress } from './AuthPanel';

/** /auth/logout: where the identity authority returns after sign-out. */
export function AuthLogoutPage() {
  const { authService } = useShellServices();
  useEffect(() => {
    void authService.forgetUser().finally(() => window.history.replaceState(null, '', '/'));
  }, [authService]);
  return <AuthProgress message="Signing you out…" />;
}

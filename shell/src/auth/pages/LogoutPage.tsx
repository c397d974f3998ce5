import { useEffect } from 'react';
import { useShellServices } from '../../shell-context';
import { AuthProgress } from './AuthPanel';

/** /logout: clears the sign-in here and at the identity authority. */
export function LogoutPage() {
  const { authService } = useShellServices();
  useEffect(() => {
    void authService.signOut();
  }, [authService]);
  return <AuthProgress message="Signing you out…" />;
}

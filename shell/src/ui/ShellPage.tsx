import { AuthLogoutPage } from '../auth/pages/AuthLogoutPage';
import { CallbackPage } from '../auth/pages/CallbackPage';
import { ForgotPasswordPage } from '../auth/pages/ForgotPasswordPage';
import { AuthProgress } from '../auth/pages/AuthPanel';
import { LoginPage } from '../auth/pages/LoginPage';
import { LogoutPage } from '../auth/pages/LogoutPage';
import { TokenSignInPage } from '../auth/pages/TokenSignInPage';
import { Container, NotFound } from '@harbour/ui';

/** The shell's own routes (ARCHITECTURE §2), by their SHELL_ROUTES pattern and path. */
export function ShellPage({ pattern }: { pattern: string }) {
  const path = window.location.pathname.replace(/\/+$/, '');
  if (pattern === '/login') return <LoginPage />;
  if (pattern === '/logout') return <LogoutPage />;
  if (pattern === '/auth/callback') return <CallbackPage />;
  if (path === '/auth/logout') return <AuthLogoutPage />;
  if (path === '/auth/forgot-password') return <ForgotPasswordPage />;
  if (path === '/auth/popup/login') return <TokenSignInPage />;
  // Popup and silent-renew pages finish in bootstrap before any of this renders.
  if (pattern.startsWith('/auth/popup') || pattern === '/auth/silent-renew') return <AuthProgress message="Signing you in…" />;
  return (
    <Container>
      <NotFound path={window.location.pathname} />
    </Container>
  );
}

import { Container, NotFound } from '@harbour/ui';
import { AuthProgress } from '../auth/pages/AuthPanel';
import { LazyPage, type PageModule } from './LazyPage';

// The shell's own pages are chunks of their own: a first visit to an area's page (the home page,
// the directory) downloads none of them. Module-level loaders, so a page is requested once.
const LOGIN = () => import('../auth/pages/LoginPage').then((m) => ({ default: m.LoginPage }));
const LOGOUT = () => import('../auth/pages/LogoutPage').then((m) => ({ default: m.LogoutPage }));
const CALLBACK = () => import('../auth/pages/CallbackPage').then((m) => ({ default: m.CallbackPage }));
const AUTH_LOGOUT = () => import('../auth/pages/AuthLogoutPage').then((m) => ({ default: m.AuthLogoutPage }));
const FORGOT_PASSWORD = () => import('../auth/pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage }));
const TOKEN_SIGN_IN = () => import('../auth/pages/TokenSignInPage').then((m) => ({ default: m.TokenSignInPage }));

function pageFor(pattern: string, path: string): (() => PageModule) | undefined {
  if (pattern === '/login') return LOGIN;
  if (pattern === '/logout') return LOGOUT;
  if (pattern === '/auth/callback') return CALLBACK;
  if (path === '/auth/logout') return AUTH_LOGOUT;
  if (path === '/auth/forgot-password') return FORGOT_PASSWORD;
  if (path === '/auth/popup/login') return TOKEN_SIGN_IN;
  return undefined;
}

/** The shell's own routes (ARCHITECTURE §2), by their SHELL_ROUTES pattern and path. */
export function ShellPage({ pattern }: { pattern: string }) {
  const path = window.location.pathname.replace(/\/+$/, '');
  const load = pageFor(pattern, path);
  if (load) return <LazyPage load={load} />;
  // Popup and silent-renew pages finish in bootstrap before any of this renders.
  if (pattern.startsWith('/auth/popup') || pattern === '/auth/silent-renew') return <AuthProgress message="Signing you in…" />;
  return (
    <Container>
      <NotFound path={window.location.pathname} />
    </Container>
  );
}

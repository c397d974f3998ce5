import type { IdentityClientSettings } from './client-settings';

/**
 * The popup (/auth/popup, /auth/popup/callback) and silent-renew iframe (/auth/silent-renew)
 * only pass the authority's answer back to the window that opened them. Returns true when this
 * window is one of those, so the portal itself is not started inside it.
 */
export function finishAuthInThisWindow(settings: IdentityClientSettings): boolean {
  const path = window.location.pathname.replace(/\/+$/, '');
  if (path === '/auth/silent-renew') {
    void import('./user-manager').then(({ createUserManager }) => createUserManager(settings).signinSilentCallback());
    return true;
  }
  if (path === '/auth/popup/callback' || path === '/auth/popup') {
    void import('./user-manager').then(({ createUserManager }) => createUserManager(settings).signinPopupCallback());
    return true;
  }
  return false;
}

/** How the user signed in last, which decides how an expired sign-in is handled (spec §4). */
export type SignInMode = 'popup' | 'redirect' | 'none';

const KEY = 'harbour.auth.mode';
/**
 * Sign-in is by redirect at every width: a full page is clearer than a popup on any screen (and
 * works where popups are blocked). The popup is kept only for re-authenticating from the Login
 * expired dialog, which keeps the page and what was typed on it.
 */
export function preferredSignInMode(): 'popup' | 'redirect' {
  return 'redirect';
}

export function rememberSignInMode(mode: SignInMode): void {
  try {
    window.sessionStorage.setItem(KEY, mode);
  } catch {
    // storage unavailable (private mode): the default applies
  }
}

export function lastSignInMode(): SignInMode {
  const stored = window.sessionStorage.getItem(KEY);
  return stored === 'popup' || stored === 'redirect' || stored === 'none' ? stored : 'redirect';
}

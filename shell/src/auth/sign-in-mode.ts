/** How the user signed in last, which decides how an expired sign-in is handled (spec §4). */
export type SignInMode = 'popup' | 'redirect' | 'none';

const KEY = 'harbour.auth.mode';
/** Popups are awkward on phones: below the modal breakpoint the portal signs in by redirect. */
const POPUP_MIN_WIDTH_PX = 1024;

export function preferredSignInMode(): 'popup' | 'redirect' {
  return window.innerWidth >= POPUP_MIN_WIDTH_PX ? 'popup' : 'redirect';
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

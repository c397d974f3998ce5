import type { User, UserManager } from 'oidc-client-ts';
import { createStore, type AuthState, type GuardType, type SignedInUser, type UserType, type WritableStore } from '@harbour/platform';
import { fetchProfile } from './profile';
import { lastSignInMode, preferredSignInMode, rememberSignInMode } from './sign-in-mode';

export const POPUP_BLOCKED_MESSAGE = 'Unable to open popup';
/** Spec §8's displayed message when there is no better one. */
export const SIGN_IN_FAILED_MESSAGE = 'Sorry! There was an error.';
export const INVALID_TOKEN_LOG = 'Invalid OIDC token';

export interface AuthServiceDeps {
  /**
   * The one UserManager, or how to load it: oidc-client-ts is its own chunk, fetched only when
   * someone is (or becomes) signed in, so an anonymous first visit never downloads it.
   */
  userManager: UserManager | (() => Promise<UserManager>);
  /** Whether a signed-in user is stored (read without oidc-client-ts); default: assume so. */
  hasStoredUser?(): boolean;
  /** localStorage key (or its prefix) of the stored user, to notice sign-in changes made in another tab. */
  userStorageKey: string;
  auth: WritableStore<AuthState>;
  showToast(message: string): void;
  navigate(to: string): void;
  /** The guard of the route being shown: on public routes an auth error only re-checks. */
  currentGuard(): GuardType;
  currentPath(): string;
  /** The profile for a user type (spec §6); replaceable in tests. */
  loadProfile?: typeof fetchProfile;
}

interface ReturnState {
  returnTo?: string;
}

const USER_TYPES: readonly UserType[] = ['client', 'psychologist', 'gp', 'administrator'];

/**
 * oidc-client-ts's words when the browser gave it no window: `window.open` returned nothing (a
 * blocker) or the window was gone before it could be used.
 */
const popupNeverOpened = (message: string) => /disposed window|blocked|open/i.test(message);

function userTypeOf(user: User): UserType | undefined {
  const claim = user.profile.user_type;
  return USER_TYPES.find((type) => type === claim);
}

/**
 * The shell's sign-in state machine (spec §4): pending → authenticated | unauthenticated, the
 * auth-error flag, logging out, and what an auth error does in each sign-in mode.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { auth, loadProfile = fetchProfile, hasStoredUser = () => true } = deps;
  let manager: Promise<UserManager> | undefined;
  /** The UserManager, loaded (and its events wired) on first use. */
  function userManager(): Promise<UserManager> {
    manager ??= (typeof deps.userManager === 'function' ? deps.userManager() : Promise.resolve(deps.userManager)).then((loaded) => {
      listen(loaded);
      return loaded;
    });
    return manager;
  }
  /** Set by a silent-renew error, cleared by a successful user load. */
  const authError = createStore(false);
  /** The Login expired dialog (popup mode). */
  const loginExpired = createStore(false);
  let loggingOut = false;

  async function storedUser(): Promise<User | null> {
    // Nobody signed in and the library not loaded yet: nothing to ask it.
    if (!manager && !hasStoredUser()) return null;
    const um = await userManager();
    try {
      return await um.getUser();
    } catch (err) {
      // A token another tab (or an older build) stored that cannot be read: drop it.
      console.error(INVALID_TOKEN_LOG, err);
      await um.removeUser().catch(() => undefined);
      return null;
    }
  }

  /** Turns a stored oidc user into the platform's auth state, fetching the profile. */
  async function adopt(user: User | null, refreshProfile = false): Promise<void> {
    const userType = user && !user.expired ? userTypeOf(user) : undefined;
    if (!user || !userType) {
      auth.set({ status: 'unauthenticated' });
      return;
    }
    const current = auth.get();
    const sameUser = !refreshProfile && current.status === 'authenticated' && current.user.sub === user.profile.sub;
    let profile: SignedInUser['profile'] = sameUser ? current.user.profile : { email: user.profile.email };
    if (!sameUser) {
      const result = await loadProfile(userType, user.access_token);
      if (result.kind === 'signed-out') {
        await (await userManager()).removeUser();
        auth.set({ status: 'unauthenticated' });
        return;
      }
      if (result.kind === 'profile') profile = { email: user.profile.email, ...result.profile };
    }
    auth.set({
      status: 'authenticated',
      user: { sub: user.profile.sub, userType, accessToken: user.access_token, expiresAt: (user.expires_at ?? 0) * 1000, profile },
    });
  }

  async function recheck(refreshProfile = false): Promise<void> {
    await adopt(await storedUser(), refreshProfile);
  }

  let quietRenewal: Promise<boolean> | undefined;
  /** One quiet renewal at a time (the authority's session, in the hidden iframe); true once renewed. */
  function renewQuietly(): Promise<boolean> {
    quietRenewal ??= userManager()
      .then((um) => um.signinSilent())
      .then(
        async (renewed) => {
          if (!renewed || renewed.expired) return false;
          await adopt(renewed);
          return true;
        },
        () => false,
      )
      .finally(() => {
        quietRenewal = undefined;
      });
    return quietRenewal;
  }

  /** Spec §4 "Auth error handling by mode"; true when the user is signed in again. */
  async function onAuthError(): Promise<boolean> {
    if (loggingOut) return false;
    const user = await storedUser();
    if (user && !user.expired && !authError.get()) {
      await adopt(user);
      return true;
    }
    // Expired while no renewal has failed: the automatic one is only late (a slow phone, a busy
    // machine). One quiet try first, so a late renewal does not reload the page and lose its state.
    if (user && !authError.get() && (await renewQuietly())) return true;
    if (deps.currentGuard() === 'public') {
      await recheck();
      return false;
    }
    const mode = lastSignInMode();
    if (mode === 'popup') {
      loginExpired.set(true);
    } else if (mode === 'redirect') {
      await (await userManager()).signinRedirect({ state: { returnTo: deps.currentPath() } satisfies ReturnState });
    } else {
      await recheck();
    }
    return false;
  }

  /**
   * After a sign-in answer could not be finished: signed in anyway when a valid user is stored
   * (another tab, a renewal) or the authority's session renews quietly. True when signed in.
   * Also for /auth/callback, whose code may be spent when a renewal got there first.
   */
  async function recover(): Promise<boolean> {
    const user = await storedUser();
    // After a failed renewal the stored token proves nothing (it may be revoked): renew first.
    // Otherwise the API is asked for the profile with it, so a token revoked elsewhere (a password
    // changed) is dropped here and the renewal decides, instead of sending the person home.
    if (user && !user.expired && !authError.get()) {
      await adopt(user, true);
      if (auth.get().status === 'authenticated') {
        loginExpired.set(false);
        return true;
      }
    }
    if (!(await renewQuietly())) return false;
    loginExpired.set(false);
    return true;
  }

  /**
   * `signInToken`: the one-time sign-in grant a verified sign-up hands back; the authority signs
   * its account in without the password form (spec §2 /auth/popup/login?token=).
   */
  async function signIn({ returnTo, mode = preferredSignInMode(), signInToken }: { returnTo?: string; mode?: 'popup' | 'redirect'; signInToken?: string } = {}) {
    const state: ReturnState = { returnTo: returnTo ?? deps.currentPath() };
    const um = await userManager();
    if (mode === 'popup' && !signInToken) {
      try {
        rememberSignInMode('popup');
        const user = await um.signinPopup({ state });
        loginExpired.set(false);
        await adopt(user);
        if (returnTo) deps.navigate(returnTo);
        return;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (/closed by user/i.test(message)) return;
        if (!popupNeverOpened(message)) {
          // The popup answered, but finishing in this window failed (the code exchange refused
          // or lost on a busy network). The authority's session is usually there by now: finish
          // quietly, and keep this page as it is. Leaving for a redirect here would lose it.
          if (await recover()) {
            if (returnTo) deps.navigate(returnTo);
            return;
          }
          // The dialog (if any) stays: its Login can simply be tried again.
          deps.showToast(SIGN_IN_FAILED_MESSAGE);
          return;
        }
        // Blocked (or could not open): say so, then sign in in this window instead.
        deps.showToast(POPUP_BLOCKED_MESSAGE);
      }
    }
    rememberSignInMode('redirect');
    // With a grant, prompt=login: the authority must not reuse a session of someone else.
    await um.signinRedirect({ state, ...(signInToken ? { prompt: 'login', extraQueryParams: { login_token: signInToken } } : {}) });
  }

  async function signOut(): Promise<void> {
    loggingOut = true;
    const user = await storedUser();
    // signoutRedirect revokes the refresh token and removes the stored user itself. The auth
    // state is left as it is while the page leaves: flipping it now would make the current
    // page's guard start a new sign-in that races the sign-out.
    if (user) {
      try {
        return await (await userManager()).signoutRedirect({ id_token_hint: user.id_token });
      } catch (err) {
        console.error('Sign-out at the identity authority failed', err);
      }
    }
    auth.set({ status: 'unauthenticated' });
    if (manager) await (await manager).removeUser();
    deps.navigate('/');
  }

  /** For the SDK (spec §8 "401 or 403 on authenticated call"): true = the token is valid (still, or renewed), retry. */
  async function handleAuthError(): Promise<boolean> {
    const user = await storedUser();
    if (user && !user.expired) return true;
    return onAuthError();
  }

  function listen(um: UserManager) {
    um.events.addUserLoaded((user) => {
      authError.set(false);
      loginExpired.set(false);
      void adopt(user);
    });
    um.events.addSilentRenewError(() => {
      authError.set(true);
      void onAuthError();
    });
    um.events.addAccessTokenExpired(() => void onAuthError());
    um.events.addUserSignedOut(() => auth.set({ status: 'unauthenticated' }));
  }

  async function start(): Promise<void> {
    window.addEventListener('storage', (event) => {
      if (event.key?.startsWith(deps.userStorageKey)) void recheck();
    });
    const user = await storedUser();
    if (user?.expired) {
      // Back after a while: try once to renew quietly (the authority's session, in the hidden
      // iframe) before showing the user as signed out.
      const um = await userManager();
      try {
        return await adopt(await um.signinSilent());
      } catch {
        await um.removeUser();
        return adopt(null);
      }
    }
    await adopt(user);
  }

  /** The keep-alive's quiet renewal: the UserManager stays inside shell/src/auth. */
  async function renewSilently(): Promise<void> {
    await (await userManager()).signinSilent();
  }

  /** /auth/callback: completes a redirect sign-in (the authority's answer is in the address). */
  async function completeRedirectSignIn(): Promise<User> {
    return (await userManager()).signinRedirectCallback();
  }

  /** /auth/logout: forgets the stored user. */
  async function forgetUser(): Promise<void> {
    if (manager || hasStoredUser()) await (await userManager()).removeUser();
  }

  return { auth, authError, loginExpired, start, signIn, recover, signOut, handleAuthError, recheck, renewSilently, completeRedirectSignIn, forgetUser };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Where a completed sign-in goes: the page asked for, else the user's own home. */
export function returnPathFrom(user: User): string | undefined {
  const state = user.state as ReturnState | undefined;
  const target = state?.returnTo;
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/auth/') && !target.startsWith('/login')
    ? target
    : undefined;
}

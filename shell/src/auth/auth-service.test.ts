import type { User, UserManager } from 'oidc-client-ts';
import { createStore, type AuthState, type GuardType } from '@harbour/platform';
import { createAuthService, POPUP_BLOCKED_MESSAGE, returnPathFrom, SIGN_IN_FAILED_MESSAGE } from './auth-service';
import type { ProfileResult } from './profile';
import { rememberSignInMode } from './sign-in-mode';

type Listener = (...args: unknown[]) => void;

/** A stand-in for oidc-client-ts's UserManager: a stored user and the events the service listens to. */
class FakeUserManager {
  stored: User | null = null;
  getUserError?: Error;
  listeners: Record<string, Listener[]> = {};
  signinPopup = jest.fn(async (_args?: unknown): Promise<User> => this.stored!);
  signinRedirect = jest.fn(async (_args?: unknown) => undefined);
  signinSilent = jest.fn(async (): Promise<User | null> => this.stored);
  signoutRedirect = jest.fn(async (_args?: unknown) => undefined);
  removeUser = jest.fn(async () => {
    this.stored = null;
  });
  getUser = jest.fn(async () => {
    if (this.getUserError) throw this.getUserError;
    return this.stored;
  });
  private on = (name: string) => (listener: Listener) => {
    (this.listeners[name] ??= []).push(listener);
  };
  events = {
    addUserLoaded: this.on('userLoaded'),
    addSilentRenewError: this.on('silentRenewError'),
    addAccessTokenExpired: this.on('accessTokenExpired'),
    addUserSignedOut: this.on('userSignedOut'),
  };
  emit(name: string, ...args: unknown[]) {
    for (const listener of this.listeners[name] ?? []) listener(...args);
  }
}

const user = (overrides: Partial<User> & { userType?: string; sub?: string } = {}): User =>
  ({
    access_token: 'token',
    id_token: 'id-token',
    refresh_token: 'refresh',
    expired: false,
    expires_at: 2_000_000_000,
    state: undefined,
    ...overrides,
    profile: { sub: overrides.sub ?? 'user-1', user_type: overrides.userType ?? 'client', email: 'robin@example.test' },
  }) as unknown as User;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp({ guard = 'patient' as GuardType, profile = { kind: 'profile', profile: { firstName: 'Robin', isApproved: true } } as ProfileResult } = {}) {
  const userManager = new FakeUserManager();
  const auth = createStore<AuthState>({ status: 'pending' });
  const toasts: string[] = [];
  const navigations: string[] = [];
  const loadProfile = jest.fn(async () => profile);
  const service = createAuthService({
    userManager: userManager as unknown as UserManager,
    userStorageKey: 'oidc.user:test',
    auth,
    showToast: (message) => toasts.push(message),
    navigate: (to) => navigations.push(to),
    currentGuard: () => guard,
    currentPath: () => '/account?tab=1',
    loadProfile,
  });
  return { service, userManager, auth, toasts, navigations, loadProfile };
}

beforeEach(() => window.sessionStorage.clear());

describe('auth service: start', () => {
  it('is unauthenticated without a stored user', async () => {
    const { service, auth } = setUp();
    await service.start();
    expect(auth.get()).toEqual({ status: 'unauthenticated' });
  });

  it('adopts a stored user with the profile of their type', async () => {
    const { service, userManager, auth, loadProfile } = setUp();
    userManager.stored = user({ userType: 'psychologist' });
    await service.start();
    expect(loadProfile).toHaveBeenCalledWith('psychologist', 'token');
    expect(auth.get()).toMatchObject({
      status: 'authenticated',
      user: { sub: 'user-1', userType: 'psychologist', accessToken: 'token', expiresAt: 2_000_000_000_000, profile: { email: 'robin@example.test', firstName: 'Robin' } },
    });
  });

  it('treats an unknown user type as signed out', async () => {
    const { service, userManager, auth } = setUp();
    userManager.stored = user({ userType: 'robot' });
    await service.start();
    expect(auth.get()).toEqual({ status: 'unauthenticated' });
  });

  it('signs out when the profile endpoint says the token is no longer valid', async () => {
    const { service, userManager, auth } = setUp({ profile: { kind: 'signed-out' } });
    userManager.stored = user();
    await service.start();
    expect(auth.get()).toEqual({ status: 'unauthenticated' });
    expect(userManager.removeUser).toHaveBeenCalled();
  });

  it('stays signed in without details when the profile is unavailable', async () => {
    const { service, userManager, auth } = setUp({ profile: { kind: 'unavailable' } });
    userManager.stored = user();
    await service.start();
    expect(auth.get()).toMatchObject({ status: 'authenticated', user: { profile: { email: 'robin@example.test' } } });
  });

  it('drops a stored token it cannot read', async () => {
    const { service, userManager, auth } = setUp();
    userManager.getUserError = new Error('bad token');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await service.start();
    expect(userManager.removeUser).toHaveBeenCalled();
    expect(auth.get()).toEqual({ status: 'unauthenticated' });
  });

  it('renews an expired sign-in quietly once, and signs out when that fails', async () => {
    const renewed = setUp();
    renewed.userManager.stored = user({ expired: true });
    renewed.userManager.signinSilent.mockResolvedValueOnce(user({ sub: 'user-1' }));
    await renewed.service.start();
    expect(renewed.auth.get().status).toBe('authenticated');

    const failed = setUp();
    failed.userManager.stored = user({ expired: true });
    failed.userManager.signinSilent.mockRejectedValueOnce(new Error('login_required'));
    await failed.service.start();
    expect(failed.userManager.removeUser).toHaveBeenCalled();
    expect(failed.auth.get()).toEqual({ status: 'unauthenticated' });
  });
});

describe('auth service: signing in', () => {
  it('by popup: adopts the user and goes to the page asked for', async () => {
    const { service, userManager, auth, navigations } = setUp();
    userManager.stored = user();
    await service.signIn({ mode: 'popup', returnTo: '/account' });
    expect(userManager.signinPopup).toHaveBeenCalledWith({ state: { returnTo: '/account' } });
    expect(auth.get().status).toBe('authenticated');
    expect(navigations).toEqual(['/account']);
  });

  it('by popup when it is blocked: says so and signs in in this window', async () => {
    const { service, userManager, toasts } = setUp();
    userManager.signinPopup.mockRejectedValueOnce(new Error('Popup blocked'));
    await service.signIn({ mode: 'popup' });
    expect(toasts).toEqual([POPUP_BLOCKED_MESSAGE]);
    expect(userManager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/account?tab=1' } });
  });

  it('when finishing after the popup answered fails, signs in quietly and keeps this page', async () => {
    const { service, userManager, auth, toasts, navigations } = setUp();
    service.loginExpired.set(true);
    userManager.signinPopup.mockRejectedValueOnce(new Error('invalid_grant'));
    userManager.signinSilent.mockResolvedValueOnce(user({ sub: 'user-1' }));
    await service.signIn({ mode: 'popup', returnTo: '/account' });
    expect(auth.get().status).toBe('authenticated');
    expect(service.loginExpired.get()).toBe(false);
    expect(navigations).toEqual(['/account']);
    expect(toasts).toEqual([]);
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });

  it('when that fails and no quiet renewal helps, says so and leaves Login to be tried again', async () => {
    const { service, userManager, auth, toasts } = setUp();
    service.loginExpired.set(true);
    userManager.signinPopup.mockRejectedValueOnce(new Error('Failed to fetch'));
    userManager.signinSilent.mockRejectedValueOnce(new Error('login_required'));
    await service.signIn({ mode: 'popup' });
    expect(toasts).toEqual([SIGN_IN_FAILED_MESSAGE]);
    expect(service.loginExpired.get()).toBe(true);
    expect(auth.get().status).toBe('pending');
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });

  it('after a failed renewal, a stored token does not count as signed in again: only a renewal does', async () => {
    const { service, userManager, toasts } = setUp();
    userManager.stored = user();
    await service.start();
    userManager.emit('silentRenewError', new Error('login_required'));
    userManager.signinPopup.mockRejectedValueOnce(new Error('invalid_grant'));
    userManager.signinSilent.mockRejectedValueOnce(new Error('login_required'));
    await service.signIn({ mode: 'popup' });
    expect(toasts).toEqual([SIGN_IN_FAILED_MESSAGE]);
    expect(service.loginExpired.get()).toBe(true);
  });

  it.each([
    ['renews quietly and is signed in', true, 'authenticated'],
    ['is signed out when no quiet renewal helps either', false, 'unauthenticated'],
  ])('recovering with a stored token the API refuses (revoked elsewhere): %s', async (_case, renews, status) => {
    const { service, userManager, auth, loadProfile } = setUp();
    userManager.stored = user({ access_token: 'revoked' });
    await service.start();
    loadProfile.mockResolvedValueOnce({ kind: 'signed-out' });
    if (renews) userManager.signinSilent.mockResolvedValueOnce(user({ access_token: 'renewed' }));
    else userManager.signinSilent.mockRejectedValueOnce(new Error('login_required'));
    expect(await service.recover()).toBe(renews);
    expect(loadProfile).toHaveBeenLastCalledWith('client', renews ? 'renewed' : 'revoked');
    expect(auth.get().status).toBe(status);
    expect(auth.get().status === 'authenticated' && auth.get()).toEqual(renews ? expect.objectContaining({ user: expect.objectContaining({ accessToken: 'renewed' }) }) : false);
  });

  it('does nothing more when the user closes the popup', async () => {
    const { service, userManager, toasts } = setUp();
    userManager.signinPopup.mockRejectedValueOnce(new Error('Popup closed by user'));
    await service.signIn({ mode: 'popup' });
    expect(toasts).toEqual([]);
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });

  it('comes back only to pages of the portal', () => {
    expect(returnPathFrom(user({ state: { returnTo: '/book?x=1' } }))).toBe('/book?x=1');
    for (const returnTo of ['//evil.example', 'https://evil.example', '/auth/callback', '/login?returnTo=/']) {
      expect(returnPathFrom(user({ state: { returnTo } }))).toBeUndefined();
    }
  });
});

describe('auth service: auth errors (spec §4, by sign-in mode)', () => {
  it('tells the SDK to retry while the stored token is still valid', async () => {
    const { service, userManager } = setUp();
    userManager.stored = user();
    expect(await service.handleAuthError()).toBe(true);
  });

  it('in popup mode, shows Login expired on a guarded page', async () => {
    const { service, userManager } = setUp({ guard: 'patient' });
    rememberSignInMode('popup');
    userManager.stored = user({ expired: true });
    expect(await service.handleAuthError()).toBe(false);
    expect(service.loginExpired.get()).toBe(true);
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });

  it('in redirect mode, signs in again and comes back to the page', async () => {
    const { service, userManager } = setUp({ guard: 'patient' });
    rememberSignInMode('redirect');
    userManager.stored = user({ expired: true });
    expect(await service.handleAuthError()).toBe(false);
    // The quiet renewal was tried first and could not renew (the authority's session is gone).
    expect(userManager.signinSilent).toHaveBeenCalledTimes(1);
    expect(userManager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/account?tab=1' } });
  });

  it('a late renewal is not an auth error: one quiet renewal for the calls that failed, then the SDK retries', async () => {
    const { service, userManager, auth } = setUp({ guard: 'patient' });
    rememberSignInMode('redirect');
    userManager.stored = user({ expired: true });
    userManager.signinSilent.mockImplementationOnce(async () => user({ access_token: 'renewed' } as Partial<User>));
    expect(await Promise.all([service.handleAuthError(), service.handleAuthError()])).toEqual([true, true]);
    expect(userManager.signinSilent).toHaveBeenCalledTimes(1);
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
    expect(auth.get()).toMatchObject({ status: 'authenticated', user: { accessToken: 'renewed' } });
  });

  it('after a failed renewal, does not try quietly again: the mode decides', async () => {
    const { service, userManager } = setUp({ guard: 'patient' });
    userManager.stored = user();
    await service.start();
    rememberSignInMode('redirect');
    userManager.stored = user({ expired: true });
    userManager.emit('silentRenewError', new Error('login_required'));
    await flush();
    expect(userManager.signinSilent).not.toHaveBeenCalled();
    expect(userManager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/account?tab=1' } });
  });

  it('on a public page only re-checks', async () => {
    const { service, userManager, auth } = setUp({ guard: 'public' });
    rememberSignInMode('popup');
    userManager.stored = user({ expired: true });
    await service.handleAuthError();
    expect(service.loginExpired.get()).toBe(false);
    expect(auth.get()).toEqual({ status: 'unauthenticated' });
  });

  it('after a silent-renew error, a guarded page is handled even though a token is stored', async () => {
    const { service, userManager } = setUp({ guard: 'gp' });
    userManager.stored = user();
    await service.start();
    rememberSignInMode('popup');
    userManager.emit('silentRenewError', new Error('renew failed'));
    await flush();
    expect(service.authError.get()).toBe(true);
    expect(service.loginExpired.get()).toBe(true);
    // A user loaded later (signed in again) clears both.
    userManager.emit('userLoaded', user());
    expect(service.authError.get()).toBe(false);
    expect(service.loginExpired.get()).toBe(false);
  });

  it('follows another tab signing out', async () => {
    const { service, userManager, auth } = setUp();
    userManager.stored = user();
    await service.start();
    userManager.stored = null;
    window.dispatchEvent(new StorageEvent('storage', { key: 'oidc.user:test' }));
    await flush();
    expect(auth.get()).toEqual({ status: 'unauthenticated' });
  });
});

describe('auth service: signing out', () => {
  it('ends the session at the authority, and ignores auth errors while leaving', async () => {
    const { service, userManager } = setUp({ guard: 'patient' });
    userManager.stored = user();
    await service.start();
    await service.signOut();
    expect(userManager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token' });
    rememberSignInMode('popup');
    userManager.stored = user({ expired: true });
    userManager.emit('accessTokenExpired');
    await flush();
    expect(service.loginExpired.get()).toBe(false);
  });

  it('without a stored user: signed out locally and home', async () => {
    const { service, auth, navigations } = setUp();
    await service.signOut();
    expect(auth.get()).toEqual({ status: 'unauthenticated' });
    expect(navigations).toEqual(['/']);
  });
});

describe('auth service: keep-alive renewal', () => {
  it('renews through the UserManager, which stays inside shell/src/auth', async () => {
    const { service, userManager } = setUp();
    await service.renewSilently();
    expect(userManager.signinSilent).toHaveBeenCalledTimes(1);
  });
});

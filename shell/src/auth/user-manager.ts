import { UserManager } from 'oidc-client-ts';
import type { IdentityClientSettings } from './client-settings';
import { UserStoreWithoutRefreshToken } from './user-store';

/** Spec §9 sign-in defaults. */
export const POPUP_SIZE = { width: 600, height: 600 };
const SILENT_REQUEST_TIMEOUT_S = 10;
const STALE_STATE_AGE_S = 900;
const CHECK_SESSION_INTERVAL_MS = 2000;

/**
 * The one UserManager of the portal (ARCHITECTURE §8: oidc-client-ts is not shared with areas).
 * The user is kept in localStorage so every tab shares one sign-in, but never its refresh token
 * (user-store.ts): renewal goes through the /auth/silent-renew iframe and the authority's session.
 */
export function createUserManager(settings: IdentityClientSettings, origin = window.location.origin): UserManager {
  return new UserManager({
    authority: settings.authority,
    client_id: settings.clientId,
    scope: settings.scope,
    response_type: 'code',
    redirect_uri: `${origin}/auth/callback`,
    popup_redirect_uri: `${origin}/auth/popup/callback`,
    silent_redirect_uri: `${origin}/auth/silent-renew`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: new UserStoreWithoutRefreshToken({ store: window.localStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
    monitorSession: false,
    // Sign-out at the authority (logout=yes) revokes the grant, and so every refresh token; the
    // client-side revocation call is not needed (and oidc-client-ts refuses its empty text answer).
    revokeTokensOnSignout: false,
    accessTokenExpiringNotificationTimeInSeconds: settings.accessTokenExpiringNotificationTimeInSeconds,
    silentRequestTimeoutInSeconds: SILENT_REQUEST_TIMEOUT_S,
    staleStateAgeInSeconds: STALE_STATE_AGE_S,
    checkSessionIntervalInSeconds: CHECK_SESSION_INTERVAL_MS / 1000,
    popupWindowFeatures: { ...POPUP_SIZE, left: undefined, top: undefined },
  });
}

export { userStorageKey } from './storage-key';

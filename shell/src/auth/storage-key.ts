import type { IdentityClientSettings } from './client-settings';

/** What every key oidc-client-ts stores a user under starts with. */
export const USER_STORAGE_PREFIX = 'oidc.user:';

/** The localStorage key oidc-client-ts keeps the user under (watched for other tabs' changes). */
export const userStorageKey = (settings: IdentityClientSettings) => `${USER_STORAGE_PREFIX}${settings.authority}:${settings.clientId}`;

/**
 * Whether anyone is signed in on this browser, read without oidc-client-ts (apart from
 * user-manager.ts so an anonymous visit never loads the library).
 */
export function hasStoredUser(): boolean {
  try {
    for (let i = 0; i < window.localStorage.length; i++) if (window.localStorage.key(i)?.startsWith(USER_STORAGE_PREFIX)) return true;
    return false;
  } catch {
    return true; // storage unreadable: let the library decide
  }
}

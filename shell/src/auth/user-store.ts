import { WebStorageStateStore } from 'oidc-client-ts';

/**
 * The signed-in user in localStorage (every tab shares one sign-in), minus the refresh token: a
 * 14-day credential has no place where any script on the page can read it for weeks. Renewal goes
 * through the authority's own session instead: oidc-client-ts falls back to the hidden
 * /auth/silent-renew iframe (prompt=none, the authority's session cookie) when the stored user has
 * no refresh token.
 */
export class UserStoreWithoutRefreshToken extends WebStorageStateStore {
  override set(key: string, value: string): Promise<void> {
    return super.set(key, withoutRefreshToken(value));
  }
}

export function withoutRefreshToken(stored: string): string {
  try {
    const user = JSON.parse(stored) as Record<string, unknown>;
    if (!user || typeof user !== 'object' || !('refresh_token' in user)) return stored;
    delete user.refresh_token;
    return JSON.stringify(user);
  } catch {
    return stored;
  }
}

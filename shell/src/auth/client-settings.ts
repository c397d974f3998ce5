import type { IdentityClientSettings } from '@harbour/sdk/identity';
import { getClientSettings } from '../calls/shell-calls';

// Settings the API gives the shell for oidc-client-ts (GET /api/identity/client-settings).
export type { IdentityClientSettings };

/** Spec §9 defaults, used if the settings cannot be fetched (sign-in then still works). */
export function defaultClientSettings(origin = window.location.origin): IdentityClientSettings {
  return {
    authority: `${origin}/identity`,
    clientId: 'HarbourWeb',
    scope: 'openid profile email offline_access api',
    accessTokenExpiringNotificationTimeInSeconds: 60,
    silentRenewIntervalSeconds: null,
  };
}

export async function fetchClientSettings(): Promise<IdentityClientSettings> {
  try {
    return await getClientSettings();
  } catch {
    return defaultClientSettings();
  }
}

import type { IdentityClientSettings } from '@harbour/sdk/identity';
import { getClientSettings } from '../calls/shell-calls';
import { servedPageData } from '../platform/served-page-data';

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

/** The settings served with the page (the portal server looked them up), else asked of the API. */
export async function fetchClientSettings(): Promise<IdentityClientSettings> {
  const served = servedPageData().clientSettings;
  if (served) return served;
  try {
    return await getClientSettings();
  } catch {
    return defaultClientSettings();
  }
}

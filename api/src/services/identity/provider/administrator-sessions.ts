import type { ApiConfig } from '../../../config';

/** The access-token claim naming the signed-in session (the grant): step-up proofs belong to it. */
export const GRANT_CLAIM = 'gid';

/** An administrator's access token lives ADMIN_ACCESS_TOKEN_TTL_SECONDS, never longer than anyone's. */
export const administratorTtl = (config: Pick<ApiConfig, 'accessTokenTtlSeconds' | 'adminAccessTokenTtlSeconds'>) =>
  Math.min(config.accessTokenTtlSeconds, config.adminAccessTokenTtlSeconds);

/**
 * Seconds left of a session signed in with the second factor (`amr` has otp), counted from the
 * sign-in (`since`, epoch seconds): renewals and rotated refresh tokens never extend it. Undefined
 * for any other sign-in (the 14-day default applies).
 */
export function secondFactorSessionTtl(
  config: Pick<ApiConfig, 'adminSessionSeconds'>,
  amr: readonly string[] | undefined,
  since: number | undefined,
  now = Date.now(),
): number | undefined {
  if (!amr?.includes('otp')) return undefined;
  const start = since ?? Math.floor(now / 1000);
  return Math.max(1, start + config.adminSessionSeconds - Math.floor(now / 1000));
}

import type { Request } from 'express';
import { errors, jwtVerify } from 'jose';
import { configuration } from '../configuration';
import { forbidden, unauthorised } from '../http/problem';
import { findAccountStanding, SESSION_VERSION_CLAIM, sessionVersion } from '../services/identity/accounts/accounts';
import { tokenVerificationKeys } from '../services/identity/signing-keys';
import type { AuthenticatedUser } from './authenticated-user';
import { requireRecentStepUp, requireSecondFactor } from './second-factor-check';
import { GRANT_CLAIM } from '../services/identity/provider/administrator-sessions';

/**
 * Security scopes for `@Security('jwt', scopes)`: the user types allowed (none listed = any
 * signed-in user), plus `approved`, which also requires an approved account (spec §4 approval
 * gate: clients always, psychologists and GPs once an administrator approves them).
 */
export type SecurityScope = 'client' | 'psychologist' | 'gp' | 'administrator' | 'approved' | 'step-up';
/** Scopes that narrow a user type rather than name one. */
const CONDITIONS = new Set(['approved', 'step-up']);

export const ACCOUNT_SUSPENDED = 'Your account is suspended.';

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1];
}

/** tsoa's authentication module: checks the access token, the account and the scopes. */
export async function expressAuthentication(req: Request, securityName: string, scopes: string[] = []): Promise<AuthenticatedUser> {
  if (securityName !== 'jwt') throw new Error(`Unknown security scheme ${securityName}`);
  const token = bearerToken(req);
  if (!token) throw unauthorised();
  const config = configuration();
  let sub: string;
  let version: unknown;
  let amr: unknown;
  let grantId: unknown;
  try {
    const { payload } = await jwtVerify(token, await tokenVerificationKeys(), {
      issuer: config.issuer,
      audience: config.apiAudience,
    });
    if (typeof payload.sub !== 'string') throw unauthorised();
    sub = payload.sub;
    version = payload[SESSION_VERSION_CLAIM];
    amr = payload.amr;
    grantId = payload[GRANT_CLAIM];
  } catch (err) {
    if (err instanceof errors.JOSEError) throw unauthorised();
    throw err;
  }
  // The account, not the token, is the truth for type and approval: approval or deletion after
  // the token was minted takes effect at once (its standing is kept in memory until the account
  // is next written, in any API process: account-standing-cache.ts).
  const account = await findAccountStanding(sub);
  if (!account) throw unauthorised();
  // A password change or reset, or sign-out-everywhere, ends every token minted before it, not only the refresh tokens.
  if (version !== sessionVersion(account)) throw unauthorised();
  // Suspending also ends every session (above); this refuses a token minted in the same millisecond.
  if (account.suspended) throw forbidden(ACCOUNT_SUSPENDED);
  const user: AuthenticatedUser = { sub, userType: account.userType, isApproved: account.isApproved, ...(typeof grantId === 'string' && { grantId }) };
  const types = scopes.filter((scope) => !CONDITIONS.has(scope));
  if (types.length > 0 && !types.includes(user.userType)) throw forbidden();
  requireSecondFactor(user.userType, amr);
  if (scopes.includes('approved') && !user.isApproved) throw forbidden('Your account is awaiting approval.');
  if (scopes.includes('step-up')) await requireRecentStepUp(grantId);
  return user;
}

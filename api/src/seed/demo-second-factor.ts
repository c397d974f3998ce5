import { readEnvironment } from '../environment';
import { findAccountByEmail } from '../services/identity/accounts/accounts';
import { enrolKnownSecret } from '../services/identity/second-factor/second-factor';
import { DEMO_WORLDS } from './demo-worlds';

/**
 * The demo administrators' authenticator secret and recovery codes (the same for each demo world's
 * administrator): published (README, docs/admin.md, e2e/support) so journeys and the API fuzzing can
 * sign in. Local use only.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'HARBOURDEMOADMINTOTPLOCALONLY234';
export const DEMO_ADMIN_RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `DEMO${i}-LOCAL`);

export const DEMO_SECOND_FACTOR_REFUSED =
  "The demo administrator's fixed authenticator secret is for local use only: it is never seeded in production (HARBOUR_ENV=production).";

/** Enrols the demo administrator with the fixed secret; refuses anywhere but development and test. */
export async function seedDemoSecondFactor(email: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const { environment } = readEnvironment(env);
  if (environment !== 'development' && environment !== 'test') throw new Error(DEMO_SECOND_FACTOR_REFUSED);
  const account = await findAccountByEmail(email);
  if (!account) return false;
  return enrolKnownSecret(account._id, DEMO_ADMIN_TOTP_SECRET, DEMO_ADMIN_RECOVERY_CODES);
}

/** Enrols each demo world's administrator (demo-worlds.ts); returns those enrolled now. */
export async function seedDemoAdministrators(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const enrolled: string[] = [];
  for (const { administrator } of DEMO_WORLDS) if (await seedDemoSecondFactor(administrator, env)) enrolled.push(administrator);
  return enrolled;
}

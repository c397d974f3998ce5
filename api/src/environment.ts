/**
 * Which kind of deployment this is, decided by one explicit setting, HARBOUR_ENV (docs/security.md
 * "Production"). NODE_ENV is not trusted for it: a check on `=== 'production'` let `Production` and
 * `prod` run with the development outbox and without mail.
 */
export const HARBOUR_ENVIRONMENTS = ['production', 'development', 'test'] as const;
export type HarbourEnvironment = (typeof HARBOUR_ENVIRONMENTS)[number];

export type EnvironmentReading = { environment: HarbourEnvironment; problem?: undefined } | { environment?: undefined; problem: string };

const isHarbourEnvironment = (value: string): value is HarbourEnvironment => (HARBOUR_ENVIRONMENTS as readonly string[]).includes(value);

/**
 * HARBOUR_ENV exactly `production`, `development` or `test`; anything else is refused (no case or
 * abbreviation guessing). Unset means development, unless NODE_ENV looks like production in any
 * spelling: then a deployment forgot HARBOUR_ENV, and starting as development would be the unsafe guess.
 */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): EnvironmentReading {
  const value = env.HARBOUR_ENV;
  if (value !== undefined) {
    if (isHarbourEnvironment(value)) return { environment: value };
    return { problem: `HARBOUR_ENV=${JSON.stringify(value)} is not one of ${HARBOUR_ENVIRONMENTS.join(', ')} (exactly, in lower case).` };
  }
  if (env.NODE_ENV !== undefined && /^\s*prod/i.test(env.NODE_ENV))
    return { problem: `NODE_ENV=${JSON.stringify(env.NODE_ENV)} looks like production, but HARBOUR_ENV is not set: set HARBOUR_ENV=production (or development or test).` };
  return { environment: 'development' };
}

/**
 * Which journeys may run beside which (e2e/playwright.config.ts). Journeys run in three workers,
 * each signed in as its own demo world (support/accounts.ts), so any two may run at once; those
 * that release an area change /remotes.json for every visitor, so they run alone, first.
 */
export const PORTAL_WIDE_JOURNEYS = ['area-release', 'contract-version', 'release'];

const files = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);
export const PORTAL_WIDE = files(PORTAL_WIDE_JOURNEYS);

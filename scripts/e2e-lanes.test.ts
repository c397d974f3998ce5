/**
 * Journeys run in two lanes side by side (e2e/playwright.config.ts): a journey that uses the seed's
 * demo accounts must be in the demo lane, one that releases an area in the portal-wide phase, or
 * they would race another journey over the same account or /remotes.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_WORLD_JOURNEYS, PORTAL_WIDE_JOURNEYS } from '../e2e/support/lanes';

const TESTS = path.resolve(__dirname, '../e2e/tests');
const specs = fs.readdirSync(TESTS).filter((name) => name.endsWith('.spec.ts'));
const inLane = (lane: string[], name: string) => lane.includes(name.replace(/\.spec\.ts$/, ''));

describe('e2e lanes', () => {
  it.each(specs)('%s is in the lane its accounts and releases need', (name) => {
    const source = fs.readFileSync(path.join(TESTS, name), 'utf8');
    const usesDemoAccounts = /\bDEMO\.|\b(client|psychologist|pending\.psychologist|gp|admin)@harbour\.test/.test(source);
    const releases = /\b(releaseFrom|rememberRemotes)\(|release-area\.mjs/.test(source);
    if (releases) expect({ name, lane: inLane(PORTAL_WIDE_JOURNEYS, name) ? 'portal-wide' : 'parallel' }).toEqual({ name, lane: 'portal-wide' });
    else if (usesDemoAccounts) expect({ name, lane: inLane(DEMO_WORLD_JOURNEYS, name) ? 'demo-accounts' : 'own-accounts' }).toEqual({ name, lane: 'demo-accounts' });
  });

  it('names only journeys that exist', () => {
    const listed = [...DEMO_WORLD_JOURNEYS, ...PORTAL_WIDE_JOURNEYS].map((name) => `${name}.spec.ts`);
    expect(listed.filter((name) => !specs.includes(name))).toEqual([]);
  });
});

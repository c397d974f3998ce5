/**
 * Journeys run in three workers side by side, each signed in as its own demo world
 * (e2e/support/accounts.ts), and those that release an area afterwards, alone
 * (e2e/playwright.config.ts). A journey that wrote a demo address itself would share the first
 * world with another worker; one that releases outside the portal-wide phase would change
 * /remotes.json under another journey.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PORTAL_WIDE_JOURNEYS } from '../e2e/support/lanes';

const E2E = path.resolve(__dirname, '../e2e');
const TESTS = path.join(E2E, 'tests');
const specs = fs.readdirSync(TESTS).filter((name) => name.endsWith('.spec.ts'));
const supportFiles = fs.readdirSync(path.join(E2E, 'support')).filter((name) => name.endsWith('.ts') && name !== 'accounts.ts');
const WORLD_ADDRESS = /(?<![.\w])(client|psychologist|gp|admin)(\.\d+)?@harbour\.test/;
const WORLD_NAME = /\bSam Psychologist\b|\bsam-psychologist\b|demo-session-(past|upcoming)/;

describe('e2e lanes', () => {
  it.each(specs)('%s is in the phase its releases need', (name) => {
    const source = fs.readFileSync(path.join(TESTS, name), 'utf8');
    const releases = /\b(releaseFrom|rememberRemotes)\(|release-area\.mjs/.test(source);
    const phase = PORTAL_WIDE_JOURNEYS.includes(name.replace(/\.spec\.ts$/, '')) ? 'portal-wide' : 'journeys';
    expect({ name, phase }).toEqual({ name, phase: releases ? 'portal-wide' : 'journeys' });
  });

  it.each([...specs.map((n) => `tests/${n}`), ...supportFiles.map((n) => `support/${n}`)])('%s takes the demo world from DEMO, never writes one itself', (file) => {
    const source = fs.readFileSync(path.join(E2E, file), 'utf8');
    expect(source.match(WORLD_ADDRESS)?.[0] ?? source.match(WORLD_NAME)?.[0]).toBeUndefined();
  });

  it('names only journeys that exist', () => {
    expect(PORTAL_WIDE_JOURNEYS.map((name) => `${name}.spec.ts`).filter((name) => !specs.includes(name))).toEqual([]);
  });
});

// Installs whatever a fresh clone is missing: npm dependencies, the Go-built FerretDB, Debian's
// PostgreSQL (FerretDB's backend) and, for browser tests, Debian's Chromium and its headless shell. Each step is
// skipped when already done.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, run, timed } from './lib/run.mjs';

const require = createRequire(import.meta.url);
export const CHROMIUM = '/usr/bin/chromium';
/**
 * The journeys' browser: the same Chromium build without its windowing and GPU layers (what
 * Playwright itself uses for headless runs). About a third less CPU per journey than the full
 * browser, which the page figures (`npm run size`, `npm run bench:web`) and the video call keep.
 */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function dependenciesCurrent() {
  const installed = path.join(ROOT, 'node_modules/.package-lock.json');
  if (!fs.existsSync(installed)) return false;
  return fs.statSync(installed).mtimeMs >= fs.statSync(path.join(ROOT, 'package-lock.json')).mtimeMs;
}

export async function setup({ browser = false, redis = false } = {}) {
  if (!dependenciesCurrent()) {
    // `npm install`, not `npm ci`: the registry here serves only this platform's optional native
    // bindings, so the lock lacks the others and `npm ci`'s sync check refuses it. `npm install`
    // installs exactly the locked tree (the lock file is left byte-identical).
    await timed('Install npm dependencies', () => run('npm', ['install', '--no-audit', '--no-fund']));
  }
  const { ensureFerretDbBinary } = require('./lib/ferretdb.cjs');
  ensureFerretDbBinary();
  // Payments emulator for npm start, tests and benches (unless a real Stripe key is configured).
  if (!process.env.STRIPE_SECRET_KEY) require('./lib/stripe-mock.cjs').ensureStripeMockBinary();
  const { findPostgresBin } = require('./lib/postgres.cjs');
  if (!process.env.MONGODB_URI && process.env.FERRETDB_HANDLER !== 'sqlite' && !findPostgresBin()) {
    await timed("Install Debian's PostgreSQL", async () => {
      // Our clusters live in .data/: tell postgresql-common not to create (and start) its own.
      fs.mkdirSync('/etc/postgresql-common', { recursive: true });
      const conf = '/etc/postgresql-common/createcluster.conf';
      const current = fs.existsSync(conf) ? fs.readFileSync(conf, 'utf8') : '';
      if (!/^\s*create_main_cluster\s*=\s*false/m.test(current)) fs.appendFileSync(conf, '\ncreate_main_cluster = false\n');
      await run('apt-get', ['update', '-qq']);
      await run('apt-get', ['install', '-y', '-qq', '-o', 'Dpkg::Options::=--force-confold', 'postgresql'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    });
  }
  const browserPackages = browser ? [['chromium', CHROMIUM], ['chromium-headless-shell', CHROMIUM_HEADLESS_SHELL]].filter(([, bin]) => !fs.existsSync(bin)) : [];
  if (browserPackages.length > 0) {
    // npm cannot download a browser here; Debian's packages are the ones we test in.
    await timed(`Install Debian's ${browserPackages.map(([name]) => name).join(' and ')}`, async () => {
      await run('apt-get', ['update', '-qq']);
      await run('apt-get', ['install', '-y', '-qq', ...browserPackages.map(([name]) => name)], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    });
  }
  if (redis && !fs.existsSync('/usr/bin/redis-server')) {
    // Only the test that proves messaging fan-out across two API processes needs it (docs/messaging.md).
    await timed("Install Debian's redis-server", () => require('./lib/redis.cjs').ensureRedisServer());
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await setup({ browser: process.argv.includes('--browser'), redis: process.argv.includes('--redis') });

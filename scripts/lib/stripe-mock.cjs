// stripe-mock (Stripe's official API emulator) on loopback, for npm start, the end-to-end stack,
// jest and the benches: built once from the Go module proxy into .tools/bin (stack-notes: v0.197.0
// matches the API version of stripe-node 19). It keeps no state and sends no webhooks.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { freePort, waitForPort } = require('./ferretdb.cjs');

const ROOT = path.resolve(__dirname, '../..');
const BIN_DIR = path.join(ROOT, '.tools/bin');
const BINARY = path.join(BIN_DIR, 'stripe-mock');
const VERSION = 'v0.197.0';
/** What the API is given to talk to stripe-mock (it accepts any sk_test_ key). */
const TEST_SECRET_KEY = 'sk_test_123';
const TEST_WEBHOOK_SECRET = 'whsec_harbour_local_test_secret';

function ensureStripeMockBinary(log = console.log) {
  if (fs.existsSync(BINARY)) return BINARY;
  log(`Building stripe-mock ${VERSION} into .tools/bin (first run only)…`);
  fs.mkdirSync(BIN_DIR, { recursive: true });
  const result = spawnSync('go', ['install', `github.com/stripe/stripe-mock@${VERSION}`], {
    stdio: 'inherit',
    env: { ...process.env, GOBIN: BIN_DIR, GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local' },
  });
  if (result.status !== 0) throw new Error('go install of stripe-mock failed');
  return BINARY;
}

/**
 * Starts stripe-mock on free loopback ports (both listeners: `-http-addr` alone would still open
 * HTTPS on every interface). Resolves to { url, port, env, stop } once it accepts connections;
 * `env` is what the API needs (STRIPE_SECRET_KEY, STRIPE_API_URL, STRIPE_WEBHOOK_SECRET).
 */
async function startStripeMock({ logFile } = {}) {
  const binary = ensureStripeMockBinary();
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const out = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  const child = spawn(binary, ['-http-addr', `127.0.0.1:${httpPort}`, '-https-addr', `127.0.0.1:${httpsPort}`], { stdio: ['ignore', out, out] });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
  try {
    await waitForPort(httpPort, 15000);
  } catch (error) {
    await stop();
    throw error;
  }
  const url = `http://127.0.0.1:${httpPort}`;
  return {
    url,
    port: httpPort,
    process: child,
    env: { STRIPE_SECRET_KEY: TEST_SECRET_KEY, STRIPE_API_URL: url, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
    stop,
  };
}

module.exports = { startStripeMock, ensureStripeMockBinary, TEST_SECRET_KEY, TEST_WEBHOOK_SECRET };

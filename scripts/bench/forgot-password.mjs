// Forgot-password answer times for addresses with and without an account (they must not tell one
// from the other): 40 of each, interleaved, one at a time, through the API on its own stack
// (.data/bench-forgot-password). Prints p50/p95 of each and the difference of the medians.
// The rule behind it (no extra write before the answer for a known address) is a test:
// api/src/security/forgot-password-writes.security.test.ts.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import { ensureApiBuilt, loadAverage, percentile } from '../lib/bench-tools.mjs';
import { timed } from '../lib/run.mjs';
import { startStack } from '../lib/stack.mjs';

const require = createRequire(import.meta.url);
const SAMPLES = 40;

export default async function forgotPasswordBench() {
  await ensureApiBuilt();
  const stack = await timed('Start database, API and portal (bench data in .data/bench-forgot-password)', () =>
    startStack({ port: 0, dataDir: '.data/bench-forgot-password/postgres', databaseName: `harbour_bench_forgot_${Date.now()}`, logLevel: 'warn', quiet: true }),
  );
  try {
    await mongoose.connect(stack.mongodbUri);
    const { hashPassword } = require('../../api/dist/services/identity/accounts/passwords.js');
    const { createUserWithProfile } = require('../../api/dist/services/users/profiles/new-user.js');
    const passwordHash = await hashPassword('Bench-forgot-2026');
    const known = [];
    for (let i = 0; i < SAMPLES; i++) {
      const email = `bench-forgot-${i}-${randomUUID()}@bench.test`;
      await createUserWithProfile({ email, passwordHash, userType: 'client', profile: { firstName: `Bench${i}`, lastName: 'Person' } });
      known.push(email);
    }
    await mongoose.disconnect();
    const times = { known: [], unknown: [] };
    const ask = async (kind, email) => {
      const started = performance.now();
      const response = await fetch(`${stack.apiUrl}/api/identity/auth/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
      await response.arrayBuffer();
      if (response.status !== 202) throw new Error(`forgot-password answered ${response.status}`);
      times[kind].push(performance.now() - started);
    };
    for (let i = 0; i < SAMPLES; i++) {
      await ask('known', known[i]);
      await ask('unknown', `nobody-${i}-${randomUUID()}@bench.test`);
    }
    const row = (kind) => {
      const sorted = [...times[kind]].sort((a, b) => a - b);
      return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
    };
    const k = row('known');
    const u = row('unknown');
    console.log(`\nForgot-password answer time, ${SAMPLES} each, interleaved, 1 at a time (load ${loadAverage()})`);
    console.log('| address | p50 ms | p95 ms |\n|---|---:|---:|');
    console.log(`| has an account | ${k.p50.toFixed(1)} | ${k.p95.toFixed(1)} |`);
    console.log(`| has none | ${u.p50.toFixed(1)} | ${u.p95.toFixed(1)} |`);
    console.log(`Difference of the medians: ${Math.abs(k.p50 - u.p50).toFixed(1)} ms (aim: within noise, a few ms)`);
  } finally {
    await mongoose.disconnect().catch(() => undefined);
    await stack.stop();
  }
}

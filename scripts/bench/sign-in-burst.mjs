#!/usr/bin/env node
// 50 failed sign-ins fired at once while a real person signs in through the real
// authority (authorize → sign-in form → code → token, with PKCE). Prints how long the person's
// sign-in took (target: under 3 s). Runs alone (`npm run bench -- sign-in-burst`) or from
// `npm run bench`. Starts its own FerretDB and API (from source, via tsx) on free ports.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { attemptSignIn } from '../lib/sign-in.mjs';

const require = createRequire(import.meta.url);
const { startFerretDb, freePort, waitForPort } = require('../lib/ferretdb.cjs');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BURST = Number(process.env.BENCH_BURST ?? 50);
// BENCH_SPREAD=1: the burst comes from 50 addresses instead of one (a distributed guesser).
const SPREAD = process.env.BENCH_SPREAD === '1';
const TARGET_MS = 3000;
const PERSON = { email: 'client@harbour.test', password: 'Harbour-demo-2026' }; // a seeded demo account

function runNode(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: path.join(ROOT, 'api'), env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });
}

/** One sign-in through the authority as the shell does it; `ip` is what the portal proxy would forward. */
const signIn = (base, publicUrl, email, password, ip) =>
  attemptSignIn({ base, publicUrl, email, password, headers: { 'x-forwarded-for': ip } });

export default async function main() {
  const ferret = await startFerretDb({ dataDir: path.join(ROOT, '.data/bench', `sign-in-burst-${process.pid}`) });
  let api;
  try {
    const mongodbUri = `mongodb://127.0.0.1:${ferret.port}/bench_sign_in`;
    await runNode(['--import', 'tsx', 'src/seed/cli.ts'], { MONGODB_URI: mongodbUri, LOG_LEVEL: 'silent' });
    const port = await freePort();
    const publicUrl = `http://localhost:${port}`;
    api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(ROOT, 'api'),
      env: { ...process.env, MONGODB_URI: mongodbUri, API_PORT: String(port), PUBLIC_URL: publicUrl, LOG_LEVEL: 'silent', NODE_ENV: 'development' },
      stdio: 'ignore',
    });
    await waitForPort(port, 30000);
    const base = `http://127.0.0.1:${port}`;
    // Warm up: keys loaded, provider built, first hash done.
    await signIn(base, publicUrl, PERSON.email, PERSON.password, '198.51.100.20');
    const quietStarted = Date.now();
    await signIn(base, publicUrl, PERSON.email, PERSON.password, '198.51.100.20');
    const quietMs = Date.now() - quietStarted;

    const attackerStarted = Date.now();
    const attack = Promise.all(
      Array.from({ length: BURST }, (_, i) => signIn(base, publicUrl, `guess-${i}@example.test`, `wrong-password-${i}`, SPREAD ? `203.0.113.${i + 1}` : '203.0.113.7')),
    );
    await new Promise((resolve) => setTimeout(resolve, 50)); // the burst is already on its way
    const started = Date.now();
    const person = await signIn(base, publicUrl, PERSON.email, PERSON.password, '198.51.100.20');
    const personMs = Date.now() - started;
    const attempts = await attack;
    const attackMs = Date.now() - attackerStarted;
    const counts = {};
    for (const { status } of attempts) counts[status] = (counts[status] ?? 0) + 1;

    console.log(`sign-in burst: ${BURST} failed sign-ins at once from ${SPREAD ? `${BURST} addresses` : 'one address'} (answers ${JSON.stringify(counts)} in ${attackMs} ms)`);
    console.log(`  real sign-in without the burst: ${quietMs} ms`);
    console.log(`  real sign-in meanwhile: status ${person.status}, ${personMs} ms (target < ${TARGET_MS} ms) — load average ${os.loadavg()[0].toFixed(2)}`);
    if (person.status !== 200 || personMs >= TARGET_MS || attempts.some((a) => a.status >= 500)) process.exitCode = 1;
  } finally {
    api?.kill('SIGTERM');
    await ferret.stop();
  }
}

// Run by `npm run bench` (alone: `npm run bench -- sign-in-burst`).

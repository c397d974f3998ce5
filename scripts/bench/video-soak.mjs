// The video call soak: two real Chromium browsers (fake camera and microphone) connect through the
// real stack (FerretDB on PostgreSQL, the built API, the published portal, our WebRTC signalling)
// N times in a row, each time in a new session, the two arriving in turn (client first,
// psychologist first, both at once, and a call the client reloads in the middle of: timed from
// the reload until they are connected again). Prints each connect time and "N/N connected"; exits
// non-zero when any run did not connect. `npm run bench -- video-soak --runs 20` (set-up first, as every bench).
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../lib/first-visit-browser.mjs';
import { ensureApiBuilt, loadAverage, percentile } from '../lib/bench-tools.mjs';
import { DIST } from '../lib/publish.mjs';
import { ROOT, timed } from '../lib/run.mjs';
import { startStack } from '../lib/stack.mjs';

const MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'];
const DEMO_PASSWORD = 'Harbour-demo-2026';
const DEMO = { client: { email: 'client@harbour.test', name: 'Alex' }, psychologist: { email: 'psychologist@harbour.test', name: 'Sam' } };
/** A run that has not connected by then has failed (the issue's failure sat for over 65 s). */
const CONNECT_TIMEOUT_MS = 30_000;
const ORDERS = ['client first', 'psychologist first', 'both at once', 'client reloads mid-call'];

function runsFromArgs(argv = process.argv.slice(2)) {
  const at = argv.indexOf('--runs');
  const value = at >= 0 ? Number(argv[at + 1]) : Number(process.env.VIDEO_SOAK_RUNS ?? 20);
  if (!Number.isInteger(value) || value < 1) throw new Error('--runs takes a whole number of runs (1 or more)');
  return value;
}

async function signIn(page, email) {
  await page.goto(`/login?returnTo=${encodeURIComponent('/')}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/identity') && !url.pathname.startsWith('/auth/') && !url.pathname.startsWith('/login'), { timeout: 60_000 });
}

/** A Pending 50-minute session starting in 5 minutes (its room is open): no booking can make one that starts now. */
async function createSession(db, patientId, psychologistId) {
  const _id = randomUUID();
  const startsAt = new Date(Date.now() + 5 * 60_000);
  await db.collection('sessions').insertOne({
    _id,
    patientId,
    psychologistId,
    sessionParticipants: [
      { userId: patientId, userType: 'client', isLeadParticipant: true },
      { userId: psychologistId, userType: 'psychologist', isLeadParticipant: false },
    ],
    startsAt,
    endsAt: new Date(startsAt.getTime() + 50 * 60_000),
    timezoneId: 'Australia/Sydney',
    sessionDurationTypeId: '2',
    durationMinutes: 50,
    therapyTypeId: '1',
    sessionType: 'Private',
    sessionStatus: 'Pending',
    paymentStatus: 'NotDue',
    createdAt: new Date(),
  });
  return _id;
}

/** Counts the signalling answers that were not 2xx, by status (what the failed try in the field showed). */
function watchSignalling(page, tally) {
  page.on('response', (response) => {
    if (!/\/api\/sessions\/sessions\/[^/]+\/(signals|presence)/.test(response.url())) return;
    if (response.status() >= 300) tally.set(response.status(), (tally.get(response.status()) ?? 0) + 1);
  });
}

const statusOf = (page) => page.getByTestId('call-status');

async function connected(page, otherName) {
  await statusOf(page).filter({ hasText: `You are connected with ${otherName}.` }).waitFor({ timeout: CONNECT_TIMEOUT_MS });
}

export default async function videoSoak({ runs = runsFromArgs() } = {}) {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('No published build in .dist: run `node scripts/build.mjs` first.');
  await ensureApiBuilt();
  const runId = randomUUID().slice(0, 8);
  const dataDir = path.join('.data/bench-video', runId);
  const stack = await timed('Start database, API and portal (data in .data/bench-video)', () =>
    startStack({ port: 0, dataDir: path.join(dataDir, 'postgres'), databaseName: `harbour_bench_video_${runId}`, logLevel: 'warn', quiet: true, apiEnv: { HARBOUR_JOBS: 'off', SIGN_IN_ATTEMPTS_PER_IP: '1000' } }),
  );
  const mongo = new mongoose.mongo.MongoClient(stack.mongodbUri, { maxPoolSize: 4 });
  // Two browsers, as two people on two computers: nothing shared but the portal.
  const launch = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...MEDIA_ARGS] });
  const browsers = [];
  const results = [];
  try {
    const db = mongo.db();
    const idOf = async (email) => String((await db.collection('accounts').findOne({ email }))._id);
    const [patientId, psychologistId] = await Promise.all([idOf(DEMO.client.email), idOf(DEMO.psychologist.email)]);
    const pages = {};
    const rejected = new Map();
    for (const who of ['client', 'psychologist']) {
      const browser = await launch();
      browsers.push(browser);
      const context = await browser.newContext({ baseURL: stack.url, permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 800 } });
      pages[who] = await context.newPage();
      watchSignalling(pages[who], rejected);
      await signIn(pages[who], DEMO[who].email);
    }
    console.log(`\n${runs} calls, each in a new session · load average ${loadAverage()} (1/5/15 min)`);
    console.log('| run | arrival | connected in | non-2xx signalling answers |');
    console.log('|---:|---|---:|---|');
    for (let run = 1; run <= runs; run += 1) {
      const order = ORDERS[(run - 1) % ORDERS.length];
      const sessionId = await createSession(db, patientId, psychologistId);
      rejected.clear();
      const enter = (who) => pages[who].goto(who === 'client' ? `/session/current/${sessionId}` : `/session/new/${sessionId}`);
      const both = () => Promise.all([connected(pages.client, DEMO.psychologist.name), connected(pages.psychologist, DEMO.client.name)]);
      let started;
      let ms;
      try {
        if (order === 'both at once') {
          started = performance.now();
          await Promise.all([enter('client'), enter('psychologist')]);
        } else if (order === 'client reloads mid-call') {
          await Promise.all([enter('client'), enter('psychologist')]);
          await both();
          // A reload leaves without a goodbye: the psychologist's side must notice the new tab.
          started = performance.now();
          await pages.client.reload();
        } else {
          const [first, second] = order === 'client first' ? ['client', 'psychologist'] : ['psychologist', 'client'];
          await enter(first);
          await statusOf(pages[first]).filter({ hasText: 'Waiting for' }).waitFor({ timeout: CONNECT_TIMEOUT_MS });
          // Timed from the second person's arrival: the first has been waiting for them.
          started = performance.now();
          await enter(second);
        }
        await both();
        ms = performance.now() - started;
      } catch {
        ms = undefined;
      }
      const answers = [...rejected].map(([status, count]) => `${count}× ${status}`).join(', ') || 'none';
      results.push({ run, order, ms });
      console.log(`| ${run} | ${order} | ${ms === undefined ? `✗ not within ${CONNECT_TIMEOUT_MS / 1000} s` : `${(ms / 1000).toFixed(2)} s`} | ${answers} |`);
      // Both leave, as people do at the end, so the next run starts from an empty room.
      await Promise.all(Object.values(pages).map((page) => page.goto('about:blank')));
    }
  } finally {
    await Promise.all(browsers.map((b) => b.close().catch(() => undefined)));
    await mongo.close().catch(() => undefined);
    await stack.stop();
    fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true });
  }
  const times = results.filter((r) => r.ms !== undefined).map((r) => r.ms).sort((a, b) => a - b);
  const ok = times.length;
  const s = (v) => (v / 1000).toFixed(2);
  console.log(`\n${ok}/${runs} connected${ok ? ` · median ${s(percentile(times, 0.5))} s · p95 ${s(percentile(times, 0.95))} s · slowest ${s(times.at(-1))} s` : ''} · load average ${loadAverage()}`);
  if (ok !== runs) throw new Error(`${runs - ok} of ${runs} calls did not connect`);
  return results;
}

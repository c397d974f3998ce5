// Availability: the read the booking page makes (GET /sessions/booking/availability for the one
// psychologist chosen, 14 days from the start of the current five minutes, a 50-minute session,
// labelled in the viewer's zone), the same read for 60 psychologists at once, and
// search-for-availability over a fortnight, at 1 and 50 concurrent, against its own stack seeded
// with the demo directory. Each read is timed with its answer reused and computed afresh (a key never
// asked before per request: the next psychologist and a later window, so no reused answer), beside
// a bare Node server replaying the same bytes (the floor: what HTTP alone costs on this machine).
// `npm run bench -- --psychologists 1000` runs it on a separate database grown to that many
// psychologists (scripts/bench/lib/scale-directory.mjs). Targets: the page's availability read p95
// ≤ 50 ms (reused) and ≤ 100 ms (computed); the search p95 ≤ 300 ms at 50 concurrent.
// BENCH_ROWS=word: only the rows whose label contains it (e.g. "one psychologist").
// BENCH_CPU_PROF=dir: the API writes a V8 CPU profile there when the bench stops it.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import mongoose from 'mongoose';
import { cpuMsOf, ensureApiBuilt, measure, printRows, withChildren } from '../lib/bench-tools.mjs';
import { ROOT, run, timed } from '../lib/run.mjs';
import { scaleDirectory } from './lib/scale-directory.mjs';

const require = createRequire(import.meta.url);
const DAY = 24 * 3600_000;
const MINUTE = 60_000;

/** A database of its own grown to `count` psychologists (seeded, then copied in bulk); the stack then starts on it. */
async function scaledDatabase(count) {
  const { startFerretDb } = require('../lib/ferretdb.cjs');
  const ferret = await startFerretDb({ port: 0, dataDir: '.data/bench-scale/postgres', logFile: path.join(ROOT, '.data', 'ferretdb.log') });
  const uri = `${ferret.uri}/harbour_bench_scale`;
  await run('node', ['api/dist/seed/cli.js'], { env: { MONGODB_URI: uri, LOG_LEVEL: 'warn', DEV_OUTBOX: '1' }, stdio: 'ignore' });
  const client = new mongoose.mongo.MongoClient(uri, { maxPoolSize: 4 });
  try {
    await client.connect();
    const { total, added } = await timed(`Grow the directory to ${count} psychologists (bulk inserts)`, () => scaleDirectory(client.db(), count));
    console.log(`Directory: ${total} psychologists (${added} added now).`);
  } finally {
    await client.close();
  }
  return { ferret, uri };
}

/** A plain node:http server answering every request with the same bytes and headers: HTTP's own cost here. */
async function bareServer(bytes, headers) {
  const server = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-length': bytes.length, ...headers });
      res.end(bytes);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}

export default async function availabilityBench() {
  await ensureApiBuilt();
  // After the build: the portal server the stack starts loads parts of the built API.
  const { startStack } = await import('../lib/stack.mjs');
  const scale = Number(process.env.BENCH_PSYCHOLOGISTS) || 0;
  const scaled = scale ? await scaledDatabase(scale) : undefined;
  const stack = await timed(scaled ? 'Start the API and portal on the grown directory' : 'Start database, API and portal with the demo data (bench data in .data/bench-availability)', () =>
    startStack({
      port: 0,
      ferretDbPort: 0,
      mongodbUri: scaled?.uri,
      dataDir: '.data/bench-availability/postgres',
      databaseName: 'harbour_bench_availability',
      logLevel: 'warn',
      quiet: true,
      ...(process.env.BENCH_CPU_PROF && { apiEnv: { NODE_OPTIONS: `--require ${path.join(ROOT, 'scripts/lib/cpu-profile.cjs')}`, CPU_PROFILE_DIR: path.resolve(process.env.BENCH_CPU_PROF) } }),
    }),
  );
  // Keep-alive, as a browser reuses its connection (the answer is ~40 kB gzipped now; with 1 MB
  // plain answers a busy server outlived its keep-alive window and the bench had to turn it off).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  // Asks for gzip as every browser does; the timed calls leave the bytes compressed (unzipping
  // happens on the visitor's device, not on our server), the data line below unzips them.
  const call = (method, base, urlPath, body) => (i) => send(method, base, urlPath, body, i);
  // A kept-alive socket the server closed just as it was reused fails at once: sent again, as browsers do (Node's own advice: req.reusedSocket).
  const send = (method, base, urlPath, body, i, retry = true) =>
    new Promise((resolve, reject) => {
      const value = typeof body === 'function' ? body(i ?? 0) : body;
      const payload = value === undefined ? undefined : JSON.stringify(value);
      const target = typeof urlPath === 'function' ? urlPath(i ?? 0) : urlPath;
      const headers = { 'accept-encoding': 'gzip', ...(payload && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) };
      const req = http.request(`${base}${target}`, { method, agent, headers }, (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c)).on('end', () => {
          const bytes = Buffer.concat(chunks);
          if (response.statusCode !== 200) return reject(new Error(`${method} ${target} answered ${response.statusCode}: ${bytes}`));
          resolve({ bytes, gzipped: response.headers['content-encoding'] === 'gzip', headers: response.headers });
        });
      });
      req.on('error', (error) => (retry && req.reusedSocket && error.code === 'ECONNRESET' ? send(method, base, urlPath, body, i, false).then(resolve, reject) : reject(error)));
      req.end(payload);
    });
  const client = new mongoose.mongo.MongoClient(stack.mongodbUri, { maxPoolSize: 10 });
  let bare;
  let bareSearch;
  try {
    await client.connect();
    const db = client.db();
    const approved = new Set((await db.collection('accounts').find({ userType: 'psychologist', isApproved: true }).project({ _id: 1 }).toArray()).map((a) => a._id));
    const withHours = (await db.collection('psychologist_availability').find({}).project({ _id: 1 }).toArray()).map((a) => a._id).filter((id) => approved.has(id));
    const ids = withHours.slice(0, 60);
    const text = ({ bytes, gzipped }) => (gzipped ? gunzipSync(bytes) : bytes).toString();
    const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
    const sizeOf = (reply) => `${kB(text(reply).length)} JSON, ${kB(reply.bytes.length)}${reply.gzipped ? ' gzip' : ''}`;
    const tokenFor = async (psychologistIds) =>
      JSON.parse(text(await call('POST', stack.apiUrl, '/api/sessions/booking/availability-token/unauthenticated', { origin: stack.url, psychologistIds, isAvailableForNewClients: false })())).token;
    // As the page asks (booking-kit's bookingWindow): from the start of the current five minutes.
    const from = new Date(Math.floor(Date.now() / (5 * MINUTE)) * 5 * MINUTE);
    const readPath = (token, start, durationMinutes) =>
      `/api/sessions/booking/availability?${new URLSearchParams({ token, from: start.toISOString(), to: new Date(start.getTime() + 14 * DAY).toISOString(), timeZone: 'Australia/Perth', ...(durationMinutes && { durationMinutes: String(durationMinutes) }) })}`;
    // Every computed request takes the next number, across rows and warm-up runs: a key never asked before.
    let fresh = 0;
    const later = () => new Date(from.getTime() + ++fresh * MINUTE);

    // The booking page: one psychologist's token, one psychologist's fortnight, a 50-minute session.
    const tokens = await Promise.all(ids.map((id) => tokenFor([id])));
    const pageRead = call('GET', stack.apiUrl, readPath(tokens[0], from, 50));
    const pageComputed = call('GET', stack.apiUrl, () => {
      const n = fresh + 1;
      return readPath(tokens[n % tokens.length], later(), 50);
    });
    const firstPage = await pageRead();
    const pageAnswer = JSON.parse(text(firstPage));
    const perPsychologist = (await Promise.all(tokens.map((token) => call('GET', stack.apiUrl, readPath(token, from, 50))()))).map((reply) => JSON.parse(text(reply)).psychologists[0]?.slots.length ?? 0);
    console.log(
      `\nData: ${withHours.length} approved psychologists with availability. The booking page's read (one psychologist, 14 days, 50 minutes): ${pageAnswer.psychologists[0]?.slots.length ?? 0} starts for the first, ${Math.min(...perPsychologist)}–${Math.max(...perPsychologist)} across the ${ids.length} asked in turn; ${sizeOf(firstPage)}.`,
    );

    // Sixty psychologists in one read (a token can name up to a hundred; no page asks this today).
    const token = await tokenFor(ids);
    const read = call('GET', stack.apiUrl, readPath(token, from));
    const readComputed = call('GET', stack.apiUrl, () => readPath(token, later()));
    const first = await read();
    const answer = JSON.parse(text(first));
    const slots = answer.psychologists.reduce((sum, p) => sum + p.slots.length, 0);
    console.log(`Sixty at once: ${ids.length} psychologists over 14 days: ${answer.psychologists.length} psychologists, ${slots} bookable starts, ${sizeOf(first)}.`);

    const searchBody = (start) => ({ from: start.toISOString(), to: new Date(start.getTime() + 14 * DAY).toISOString(), timeZone: 'Australia/Adelaide', timeOfDay: { start: '17:00', end: '21:00' } });
    const searchPath = '/api/users/psychologists/search-for-availability';
    const search = call('POST', stack.apiUrl, searchPath, searchBody(from));
    const searchComputed = call('POST', stack.apiUrl, searchPath, () => searchBody(later()));
    const firstSearch = await search();
    const searchAnswer = JSON.parse(text(firstSearch));
    const shown = searchAnswer.psychologists.length;
    const total = searchAnswer.total ?? shown;
    console.log(`Search (14 days, evenings in Adelaide): ${total} psychologists with a time, ${shown} in the answer, ${sizeOf(firstSearch)}.`);
    const replay = (reply) => bareServer(reply.bytes, { 'content-type': 'application/json; charset=utf-8', ...(reply.gzipped && { 'content-encoding': 'gzip' }) });
    bare = await replay(firstPage);
    bareSearch = await replay(firstSearch);

    const size = `${withHours.length} psychologists`;
    // BENCH_SEARCH_SAMPLES=n: fewer search samples (an uncached search at 1,000 psychologists takes seconds each).
    const fewer = Number(process.env.BENCH_SEARCH_SAMPLES) || 0;
    const searchRuns = (samples, concurrency) => (fewer ? { samples: Math.min(samples, fewer), warmup: Math.min(fewer, concurrency) } : { samples });
    const only = process.env.BENCH_ROWS;
    const rows = [];
    // CPU per request of the API process and of the database (FerretDB, PostgreSQL's postmaster and backends).
    const postmaster = (dataDir) => {
      try {
        return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      } catch {
        return undefined;
      }
    };
    const ferret = stack.ferret ?? scaled?.ferret;
    const databasePids = () => [ferret?.process.pid, ...(ferret?.postgres ? withChildren(postmaster(ferret.dataDir)) : [])].filter(Boolean);
    const cpu = () => ({ API: cpuMsOf([stack.api.pid]), database: cpuMsOf(databasePids()) });
    const row = async (options) => (!only || options.label.includes(only) ? rows.push(await measure({ cpu, ...options })) : undefined);
    for (const concurrency of [1, 50]) {
      const many = concurrency === 1 ? 300 : 2000;
      const slow = concurrency === 1 ? 30 : 150;
      await row({ label: `bare node:http server replaying the booking page's answer (one psychologist)`, op: call('GET', bare.url, '/'), concurrency, samples: many, size: sizeOf(firstPage) });
      await row({ label: `GET /api/sessions/booking/availability, one psychologist × 14 days (the booking page), answer reused`, op: pageRead, concurrency, samples: many, target: { p95: 50 }, size: sizeOf(firstPage) });
      await row({ label: `GET …/availability, one psychologist × 14 days, computed (the next psychologist and a new window each request)`, op: pageComputed, concurrency, samples: concurrency === 1 ? 300 : 1000, target: { p95: 100 } });
      await row({ label: `GET …/availability, sixty psychologists × 14 days in one read, answer reused`, op: read, concurrency, samples: many, size: sizeOf(first) });
      await row({ label: `GET …/availability, sixty psychologists × 14 days, computed (a new window each request)`, op: readComputed, concurrency, samples: slow });
      await row({ label: `bare node:http server replaying the search's answer`, op: call('POST', bareSearch.url, searchPath, searchBody(from)), concurrency, samples: many, size: sizeOf(firstSearch) });
      await row({ label: `POST …/search-for-availability (${size}, 14 days, evenings in Adelaide), answer reused`, op: search, concurrency, ...searchRuns(concurrency === 1 ? 100 : 1000, concurrency), ...(concurrency === 50 && { target: { p95: 300 } }), size: sizeOf(firstSearch) });
      await row({ label: `POST …/search-for-availability, computed (a new window each request)`, op: searchComputed, concurrency, ...searchRuns(slow, concurrency) });
    }
    printRows(`Through the API, ${size} (answers reused up to 5 s, forgotten on any booking or rules change; rules and approval cached 30 s; node:http client asking for gzip, same machine)`, rows);
  } finally {
    agent.destroy();
    await bare?.stop();
    await bareSearch?.stop();
    await client.close().catch(() => undefined);
    await stack.stop();
    await scaled?.ferret.stop();
  }
}

// Availability: bookable times for 60 psychologists × 14 days through the real API (one
// availability token, one GET), and search-for-availability over a fortnight, at 1 and 50
// concurrent, against its own stack seeded with the demo directory. Rows beside them: the same
// reads computed afresh (a new window per request, so no reused answer), and a bare Node server
// replaying the search's bytes (the floor: what HTTP alone costs on this machine).
// `npm run bench -- --psychologists 1000` runs it on a separate database grown to that many
// psychologists (scripts/bench/lib/scale-directory.mjs). Targets: the availability read p95 ≤ 50 ms
// (reused) and ≤ 100 ms (computed); the search p95 ≤ 300 ms at 50 concurrent.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import mongoose from 'mongoose';
import { ensureApiBuilt, measure, printRows } from '../lib/bench-tools.mjs';
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
    startStack({ port: 0, ferretDbPort: 0, mongodbUri: scaled?.uri, dataDir: '.data/bench-availability/postgres', databaseName: 'harbour_bench_availability', logLevel: 'warn', quiet: true }),
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
  try {
    await client.connect();
    const db = client.db();
    const approved = new Set((await db.collection('accounts').find({ userType: 'psychologist', isApproved: true }).project({ _id: 1 }).toArray()).map((a) => a._id));
    const withHours = (await db.collection('psychologist_availability').find({}).project({ _id: 1 }).toArray()).map((a) => a._id).filter((id) => approved.has(id));
    const ids = withHours.slice(0, 60);
    const text = ({ bytes, gzipped }) => (gzipped ? gunzipSync(bytes) : bytes).toString();
    const token = JSON.parse(text(await call('POST', stack.apiUrl, '/api/sessions/booking/availability-token/unauthenticated', { origin: stack.url, psychologistIds: ids, isAvailableForNewClients: false })())).token;
    const from = new Date(Date.now() + 60_000);
    const readPath = (start) => `/api/sessions/booking/availability?${new URLSearchParams({ token, from: start.toISOString(), to: new Date(start.getTime() + 14 * DAY).toISOString(), timeZone: 'Australia/Perth' })}`;
    const read = call('GET', stack.apiUrl, readPath(from));
    // A window one minute later per request: a key never asked before, so every answer is computed.
    const readComputed = call('GET', stack.apiUrl, (i) => readPath(new Date(from.getTime() + (i + 1) * MINUTE)));
    const first = await read();
    const answer = JSON.parse(text(first));
    const slots = answer.psychologists.reduce((sum, p) => sum + p.slots.length, 0);
    console.log(
      `\nData: ${withHours.length} approved psychologists with availability; the availability read asks for ${ids.length} over 14 days: ${answer.psychologists.length} psychologists, ${slots} bookable starts, ${(JSON.stringify(answer).length / 1024).toFixed(0)} kB of JSON, ${(first.bytes.length / 1024).toFixed(0)} kB on the wire${first.gzipped ? ' (gzip)' : ''}.`,
    );

    const searchBody = (start) => ({ from: start.toISOString(), to: new Date(start.getTime() + 14 * DAY).toISOString(), timeZone: 'Australia/Adelaide', timeOfDay: { start: '17:00', end: '21:00' } });
    const searchPath = '/api/users/psychologists/search-for-availability';
    const search = call('POST', stack.apiUrl, searchPath, searchBody(from));
    const searchComputed = call('POST', stack.apiUrl, searchPath, (i) => searchBody(new Date(from.getTime() + (i + 1) * MINUTE)));
    const firstSearch = await search();
    const searchAnswer = JSON.parse(text(firstSearch));
    const shown = searchAnswer.psychologists.length;
    const total = searchAnswer.total ?? shown;
    console.log(
      `Search (14 days, evenings in Adelaide): ${total} psychologists with a time, ${shown} in the answer, ${(JSON.stringify(searchAnswer).length / 1024).toFixed(0)} kB of JSON, ${(firstSearch.bytes.length / 1024).toFixed(1)} kB on the wire${firstSearch.gzipped ? ' (gzip)' : ''}.`,
    );
    bare = await bareServer(firstSearch.bytes, { 'content-type': 'application/json; charset=utf-8', ...(firstSearch.gzipped && { 'content-encoding': 'gzip' }) });
    const bareRead = call('POST', bare.url, searchPath, searchBody(from));

    const size = `${withHours.length} psychologists`;
    // BENCH_SEARCH_SAMPLES=n: fewer search samples (an uncached search at 1,000 psychologists takes seconds each).
    const fewer = Number(process.env.BENCH_SEARCH_SAMPLES) || 0;
    const searchRuns = (samples, concurrency) => (fewer ? { samples: Math.min(samples, fewer), warmup: Math.min(fewer, concurrency) } : { samples });
    const rows = [];
    for (const concurrency of [1, 50]) {
      const slow = concurrency === 1 ? 30 : 150;
      rows.push(await measure({ label: `bare node:http server replaying the search's ${(firstSearch.bytes.length / 1024).toFixed(1)} kB`, op: bareRead, concurrency, samples: concurrency === 1 ? 300 : 2000 }));
      rows.push(await measure({ label: `GET /api/sessions/booking/availability (${ids.length} × 14 days, Perth viewer), answer reused`, op: read, concurrency, samples: concurrency === 1 ? 300 : 2000, target: { p95: 50 } }));
      rows.push(await measure({ label: `GET …/availability computed (a new window each request)`, op: readComputed, concurrency, samples: slow, target: { p95: 100 } }));
      rows.push(await measure({ label: `POST …/search-for-availability (${size}, 14 days, evenings in Adelaide)`, op: search, concurrency, ...searchRuns(concurrency === 1 ? 100 : 1000, concurrency), ...(concurrency === 50 && { target: { p95: 300 } }) }));
      rows.push(await measure({ label: `POST …/search-for-availability computed (a new window each request)`, op: searchComputed, concurrency, ...searchRuns(slow, concurrency) }));
    }
    printRows(`Through the API, ${size} (answers reused up to 5 s, forgotten on any booking or rules change; rules and approval cached 30 s; node:http client asking for gzip, same machine)`, rows);
  } finally {
    agent.destroy();
    await bare?.stop();
    await client.close().catch(() => undefined);
    await stack.stop();
    await scaled?.ferret.stop();
  }
}

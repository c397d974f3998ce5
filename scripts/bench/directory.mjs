// Directory and matching: the directory list with filters, next available and get-matched
// through the real API, at 1 and 50 concurrent, against its own stack seeded with the demo
// directory (62 visible psychologists); plus, for the design choice, a token lookup straight on the
// database and the slot engine's next-available for the whole directory with no cache.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import mongoose from 'mongoose';
import { ensureApiBuilt, measure, printRows } from '../lib/bench-tools.mjs';
import { ROOT, timed } from '../lib/run.mjs';
import { startStack } from '../lib/stack.mjs';

const FILTERED = { specialisationIds: [1], funding: ['Medicare'], languageIds: [1], timesOfDay: ['evening'], viewerTimeZone: 'Australia/Perth', sort: 'soonest', page: 1, pageSize: 12 };

export default async function directoryBench() {
  await ensureApiBuilt();
  const stack = await timed('Start database, API and portal with the demo directory (bench data in .data/bench-directory)', () =>
    startStack({ port: 0, ferretDbPort: 0, dataDir: '.data/bench-directory/postgres', databaseName: 'harbour_bench_directory', logLevel: 'warn', quiet: true }),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const call = (method, urlPath, body) => () =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(`${stack.apiUrl}${urlPath}`, { method, agent, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} }, (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c)).on('end', () => (response.statusCode === 200 ? resolve(Buffer.concat(chunks).toString()) : reject(new Error(`${method} ${urlPath} answered ${response.statusCode}: ${Buffer.concat(chunks)}`))));
      });
      req.on('error', reject);
      req.end(payload);
    });
  const client = new mongoose.mongo.MongoClient(stack.mongodbUri, { maxPoolSize: 60 });
  try {
    const all = JSON.parse(await call('POST', '/api/users/psychologists/list', { pageSize: 50 })());
    const rest = JSON.parse(await call('POST', '/api/users/psychologists/list', { pageSize: 50, page: 2 })());
    const filtered = JSON.parse(await call('POST', '/api/users/psychologists/list', FILTERED)());
    const someone = all.psychologists[0].psychologistId;
    console.log(`\nData: ${all.total} visible psychologists (demo directory seed); the filtered list (${JSON.stringify(FILTERED)}) finds ${filtered.total}.`);

    const api = [];
    for (const concurrency of [1, 50]) {
      const samples = concurrency === 1 ? 300 : 2000;
      api.push(await measure({ label: 'POST /api/users/psychologists/list (no filter, page of 12)', op: call('POST', '/api/users/psychologists/list', {}), concurrency, samples }));
      api.push(await measure({ label: 'POST /api/users/psychologists/list (concern+funding+language+evening in Perth, soonest)', op: call('POST', '/api/users/psychologists/list', FILTERED), concurrency, samples, target: concurrency === 50 ? { p95: 50 } : undefined }));
      api.push(await measure({ label: 'GET /api/users/psychologist/{id}/next-available', op: call('GET', `/api/users/psychologist/${someone}/next-available`), concurrency, samples }));
      api.push(await measure({ label: 'POST /api/users/psychologists/match', op: call('POST', '/api/users/psychologists/match', { therapyTypeId: 1, specialisationIds: [1, 5], funding: 'Medicare', viewerTimeZone: 'Australia/Adelaide' }), concurrency, samples: concurrency === 1 ? 100 : 500 }));
    }
    printRows('Through the API (directory in memory, next available cached 30 s; node:http client, keep-alive, same machine)', api);

    // What the cache saves: the slot engine for every psychologist, and a database token lookup.
    await client.connect();
    const db = client.db();
    const direct = [];
    for (const concurrency of [1, 50]) {
      direct.push(await measure({ label: 'directory_profiles.find({searchTokens: "anxiety"}) (token equality, then narrowed in memory)', op: () => db.collection('directory_profiles').find({ searchTokens: 'anxiety', isHidden: false }).toArray(), concurrency, samples: concurrency === 1 ? 100 : 500 }));
    }
    printRows('Straight on the database (mongodb driver, pool 60): the alternative to the in-memory directory', direct);

    const require = createRequire(import.meta.url);
    await mongoose.connect(stack.mongodbUri);
    const { findNextAvailable } = require(path.join(ROOT, 'api/dist/services/sessions/availability/next-available.js'));
    const ids = [...all.psychologists, ...rest.psychologists].map((p) => p.psychologistId);
    const engine = [];
    for (const concurrency of [1, 5]) {
      engine.push(await measure({ label: `findNextAvailable(${ids.length} psychologists), no cache (what a directory cache refill costs)`, op: () => findNextAvailable(ids, { withinDays: 28 }), concurrency, samples: concurrency === 1 ? 20 : 40, warmup: 2 }));
    }
    printRows('Slot engine straight (the availability issue’s findNextAvailable)', engine);
  } finally {
    await mongoose.disconnect().catch(() => undefined);
    await client.close().catch(() => undefined);
    await stack.stop();
  }
}

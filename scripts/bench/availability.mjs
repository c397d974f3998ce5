// Availability: bookable times for 60 psychologists × 14 days through the real API
// (one availability token, one GET), and search-for-availability over the same fortnight, at 1
// and 50 concurrent, against its own stack seeded with the demo directory. Target: p95 ≤ 50 ms.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import mongoose from 'mongoose';
import { ensureApiBuilt, measure, printRows } from '../lib/bench-tools.mjs';
import { timed } from '../lib/run.mjs';
import { startStack } from '../lib/stack.mjs';

const DAY = 24 * 3600_000;

export default async function availabilityBench() {
  await ensureApiBuilt();
  const stack = await timed('Start database, API and portal with the demo data (bench data in .data/bench-availability)', () =>
    startStack({ port: 0, ferretDbPort: 0, dataDir: '.data/bench-availability/postgres', databaseName: 'harbour_bench_availability', logLevel: 'warn', quiet: true }),
  );
  // Keep-alive, as a browser reuses its connection (the answer is ~40 kB gzipped now; with 1 MB
  // plain answers a busy server outlived its keep-alive window and the bench had to turn it off).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  // Asks for gzip as every browser does; the timed calls leave the bytes compressed (unzipping
  // happens on the visitor's device, not on our server), the data line below unzips them.
  const call = (method, urlPath, body) => () =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = { 'accept-encoding': 'gzip', ...(payload && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) };
      const req = http.request(`${stack.apiUrl}${urlPath}`, { method, agent, headers }, (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c)).on('end', () => {
          const bytes = Buffer.concat(chunks);
          if (response.statusCode !== 200) return reject(new Error(`${method} ${urlPath} answered ${response.statusCode}: ${bytes}`));
          resolve({ bytes, gzipped: response.headers['content-encoding'] === 'gzip' });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  const client = new mongoose.mongo.MongoClient(stack.mongodbUri, { maxPoolSize: 10 });
  try {
    await client.connect();
    const db = client.db();
    const approved = new Set((await db.collection('accounts').find({ userType: 'psychologist', isApproved: true }).project({ _id: 1 }).toArray()).map((a) => a._id));
    const ids = (await db.collection('psychologist_availability').find({}).project({ _id: 1 }).toArray()).map((a) => a._id).filter((id) => approved.has(id)).slice(0, 60);
    const text = ({ bytes, gzipped }) => (gzipped ? gunzipSync(bytes) : bytes).toString();
    const token = JSON.parse(text(await call('POST', '/api/sessions/booking/availability-token/unauthenticated', { origin: stack.url, psychologistIds: ids, isAvailableForNewClients: false })())).token;
    const from = new Date(Date.now() + 60_000);
    const to = new Date(from.getTime() + 14 * DAY);
    const query = new URLSearchParams({ token, from: from.toISOString(), to: to.toISOString(), timeZone: 'Australia/Perth' });
    const read = call('GET', `/api/sessions/booking/availability?${query}`);
    const first = await read();
    const answer = JSON.parse(text(first));
    const slots = answer.psychologists.reduce((sum, p) => sum + p.slots.length, 0);
    console.log(
      `\nData: ${ids.length} approved psychologists with availability (demo seed); 14 days answer ${answer.psychologists.length} psychologists, ${slots} bookable starts, ${(JSON.stringify(answer).length / 1024).toFixed(0)} kB of JSON, ${(first.bytes.length / 1024).toFixed(0)} kB on the wire${first.gzipped ? ' (gzip)' : ''}.`,
    );

    const search = call('POST', '/api/users/psychologists/search-for-availability', { from: from.toISOString(), to: to.toISOString(), timeZone: 'Australia/Adelaide', timeOfDay: { start: '17:00', end: '21:00' } });
    const rows = [];
    for (const concurrency of [1, 50]) {
      // As many reads as the directory bench takes (a few seconds, so an answer expires and is recomputed within the run).
      rows.push(await measure({ label: `GET /api/sessions/booking/availability (${ids.length} psychologists × 14 days, Perth viewer)`, op: read, concurrency, samples: concurrency === 1 ? 300 : 2000, target: { p95: 50 } }));
      rows.push(await measure({ label: 'POST /api/users/psychologists/search-for-availability (14 days, evenings in Adelaide)', op: search, concurrency, samples: concurrency === 1 ? 30 : 150 }));
    }
    printRows('Through the API (answers reused up to 5 s, forgotten on any booking or rules change; rules and approval cached 30 s; node:http client asking for gzip, same machine)', rows);
  } finally {
    agent.destroy();
    await client.close().catch(() => undefined);
    await stack.stop();
  }
}

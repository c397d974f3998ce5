// Database baseline: reference reads and a message page, straight on the database and
// through the running API, at 1 and 50 concurrent. Runs its own stack on free ports with its own
// data (.data/bench), or against MONGODB_URI when that is set.
import http from 'node:http';
import mongoose from 'mongoose';
import { ensureApiBuilt, measure, printRows } from '../lib/bench-tools.mjs';
import { timed } from '../lib/run.mjs';
import { startStack } from '../lib/stack.mjs';

const MESSAGES = 20_000;
const PAGE = 100;
const CONVERSATION = 'bench-conversation';

async function seedMessages(db) {
  const messages = db.collection('bench_messages');
  await messages.drop().catch(() => undefined);
  // Bucketed shape: the page a message belongs to is part of the document, so a page is an
  // equality filter FerretDB pushes down to PostgreSQL; sorting ≤ 100 documents is then cheap.
  await messages.createIndex({ conversationId: 1, bucket: 1 });
  await messages.createIndex({ conversationId: 1, seq: -1 });
  const start = Date.parse('2026-01-01T00:00:00Z');
  for (let from = 0; from < MESSAGES; from += 1000) {
    const batch = [];
    for (let seq = from; seq < Math.min(from + 1000, MESSAGES); seq++) {
      batch.push({
        conversationId: CONVERSATION,
        bucket: Math.floor(seq / PAGE),
        seq,
        senderId: seq % 2 ? 'patient-1' : 'psychologist-1',
        body: `Message ${seq}: ${'lorem ipsum '.repeat(8)}`,
        createdAt: new Date(start + seq * 60_000),
      });
    }
    await messages.insertMany(batch, { ordered: false });
  }
  return messages;
}

export default async function databaseBench() {
  await ensureApiBuilt();
  const dataDir = '.data/bench/postgres';
  const stack = await timed('Start database, API and portal (bench data in .data/bench)', () =>
    startStack({ port: 0, ferretDbPort: 0, dataDir, databaseName: 'harbour_bench', logLevel: 'warn', quiet: true }),
  );
  const backend = process.env.MONGODB_URI
    ? 'MONGODB_URI (as given)'
    : `FerretDB on ${stack.ferret.handler === 'postgresql' ? 'PostgreSQL' : 'SQLite'} (${stack.ferret.dataDir})`;
  const client = new mongoose.mongo.MongoClient(stack.mongodbUri, { maxPoolSize: 60 });
  try {
    await client.connect();
    const db = client.db();
    const taxonomies = db.collection('taxonomies');
    const referrerCount = await taxonomies.countDocuments({ kind: 'referrers' });
    const languageCount = await taxonomies.countDocuments({ kind: 'languages' });
    const someReferrer = (await taxonomies.findOne({ kind: 'referrers' })).value.name;
    const messages = await timed(`Insert ${MESSAGES} messages into one conversation`, () => seedMessages(db));
    const lastBucket = Math.floor((MESSAGES - 1) / PAGE);

    console.log(`\nBackend: ${backend}`);
    console.log(
      `Data: taxonomies.kind=languages ${languageCount} docs, kind=referrers ${referrerCount} docs; bench_messages ${MESSAGES} docs in ONE conversation,\n` +
        `      shape {conversationId, bucket = floor(seq/${PAGE}), seq, senderId, body, createdAt}, indexes {conversationId, bucket} and {conversationId, seq:-1}.\n` +
        `      "bucketed" page = find({conversationId, bucket}).sort({seq:-1}) (equality, pushed down; ≤ ${PAGE} docs sorted in FerretDB);\n` +
        `      "sort+limit" page = find({conversationId}).sort({seq:-1}).limit(${PAGE}) (FerretDB sorts all ${MESSAGES} in Go: shown for contrast).`,
    );

    const taxonomyRead = () => taxonomies.find({ kind: 'languages' }).sort({ sortOrder: 1, key: 1 }).toArray();
    const referrersRead = () => taxonomies.find({ kind: 'referrers' }).sort({ sortOrder: 1, key: 1 }).toArray();
    const referrerRead = () => taxonomies.findOne({ kind: 'referrers', key: someReferrer });
    const bucketPage = (i) => messages.find({ conversationId: CONVERSATION, bucket: lastBucket - (i % 10) }).sort({ seq: -1 }).toArray();
    const sortLimitPage = () => messages.find({ conversationId: CONVERSATION }).sort({ seq: -1 }).limit(PAGE).toArray();
    const page = await bucketPage(0);
    if (page.length !== PAGE || page[0].seq !== MESSAGES - 1) throw new Error(`bucketed page read ${page.length} messages, newest ${page[0]?.seq}`);

    const direct = [];
    for (const concurrency of [1, 50]) {
      const samples = concurrency === 1 ? 200 : 1000;
      direct.push(await measure({ label: `taxonomy (languages, ${languageCount} docs)`, op: taxonomyRead, concurrency, samples }));
      direct.push(await measure({ label: `referrers list (${referrerCount} docs)`, op: referrersRead, concurrency, samples: concurrency === 1 ? 100 : 200 }));
      direct.push(await measure({ label: 'one referrer by kind+key', op: referrerRead, concurrency, samples }));
      direct.push(await measure({ label: `message page, bucketed (${PAGE} of ${MESSAGES})`, op: bucketPage, concurrency, samples, target: { p50: 50 } }));
    }
    direct.push(await measure({ label: `message page, sort+limit (${PAGE} of ${MESSAGES})`, op: sortLimitPage, concurrency: 1, samples: 10, warmup: 1 }));
    printRows('Straight on the database (mongodb driver, pool 60)', direct);

    // node:http with keep-alive: the client shares the machine's cores, so keep it light (fetch costs ~2× more CPU).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const get = (urlPath) => () =>
      new Promise((resolve, reject) => {
        http
          .get(`${stack.apiUrl}${urlPath}`, { agent }, (response) => {
            if (response.statusCode !== 200) reject(new Error(`GET ${urlPath} answered ${response.statusCode}`));
            response.on('data', () => undefined).on('end', resolve).on('error', reject);
          })
          .on('error', reject);
      });
    const api = [];
    // The first burst after the API starts is slower (V8 still optimising the request path, the
    // heap growing): shown as its own row, then the steady-state rows the targets apply to.
    api.push(await measure({ label: 'GET /api/users/languages, first burst after start (cold)', op: get('/api/users/languages'), concurrency: 50, samples: 2000 }));
    for (const concurrency of [1, 50]) {
      const samples = concurrency === 1 ? 300 : 2000;
      api.push(await measure({ label: 'GET /api/users/languages', op: get('/api/users/languages'), concurrency, samples, target: concurrency === 50 ? { p95: 20 } : undefined }));
      api.push(await measure({ label: 'GET /api/users/referrers', op: get('/api/users/referrers'), concurrency, samples: concurrency === 1 ? 100 : 500 }));
      api.push(await measure({ label: `GET /api/users/referrers/${someReferrer}`, op: get(`/api/users/referrers/${someReferrer}`), concurrency, samples }));
    }
    printRows('Through the API (reference data from memory; node:http client, keep-alive, on the same machine)', api);
    console.log('Message page through the API: not measured, no messages endpoint yet (messaging issue); use the bucketed shape.');
  } finally {
    await client.close().catch(() => undefined);
    await stack.stop();
  }
}

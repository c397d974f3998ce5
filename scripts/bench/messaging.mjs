// Messaging, two parts on one stack of its own (free ports, data in .data/bench-messaging):
// - page: a signed-in participant reads a conversation of 2,000 messages
//   (GET /api/messaging/conversations/{id}/messages, the newest page and an older one) at 1 and 50
//   concurrent, beside a bare node:http server replaying the newest page's bytes (what HTTP alone
//   costs on this machine at that moment). Target: the newest page's p50 at 50 concurrent within
//   5× the bare server's.
// - load: 50 senders × 100 messages into 25 shared conversations (both participants of each send
//   at once, one message at a time like the overlay's queue), through the portal's proxy and the
//   API, each message also received on the other participant's event stream. Prints lost /
//   duplicated / out-of-order counts and send→receive latency with the load average.
// BENCH_MESSAGING=page or =load runs one part (default both).
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import mongoose from 'mongoose';
import { ensureApiBuilt, measure, percentile, loadAverage, printRows } from '../lib/bench-tools.mjs';
import { timed } from '../lib/run.mjs';
import { signInThroughAuthority } from '../lib/sign-in.mjs';

/* global AbortController, TextDecoderStream -- Node 20 globals */
const require = createRequire(import.meta.url);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 25);
const PER_SENDER = Number(process.env.BENCH_MESSAGES ?? 100);
const PASSWORD = 'Bench-messaging-2026';
const PART = process.env.BENCH_MESSAGING ?? 'all';
const PAGE_MESSAGES = 2_000;

/** Reads a `text/event-stream` with fetch (as the portal does) and keeps each event's arrival time. */
async function openStream(url, token) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  if (!response.ok) throw new Error(`event stream answered ${response.status}`);
  const events = [];
  let ready;
  const isReady = new Promise((resolve) => (ready = resolve));
  void (async () => {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = block.match(/^event: (.*)$/m)?.[1];
          const data = block.match(/^data: (.*)$/m)?.[1];
          if (event === 'ready') ready();
          if (event === 'message') events.push({ at: Date.now(), message: JSON.parse(data).message });
        }
      }
    } catch {
      // closed
    }
  })();
  await isReady;
  return { events, close: () => controller.abort() };
}

async function makePeople(stack, count = PAIRS) {
  await mongoose.connect(stack.mongodbUri);
  const { hashPassword } = require('../../api/dist/services/identity/accounts/passwords.js');
  const { createUserWithProfile } = require('../../api/dist/services/accounts/profiles/new-user.js');
  const { SessionModel } = require('../../api/dist/services/sessions/records/session.model.js');
  const passwordHash = await hashPassword(PASSWORD);
  const pairs = [];
  for (let i = 0; i < count; i++) {
    const names = { firstName: `Bench${i}`, lastName: 'Person' };
    const clientEmail = `bench-client-${i}-${randomUUID()}@bench.test`;
    const psychologistEmail = `bench-psych-${i}-${randomUUID()}@bench.test`;
    const clientId = await createUserWithProfile({ email: clientEmail, passwordHash, userType: 'client', profile: names });
    const psychologistId = await createUserWithProfile({ email: psychologistEmail, passwordHash, userType: 'psychologist', isApproved: true, profile: { ...names, providerNumber: '4024742F' } });
    const startsAt = new Date(Date.now() - 7 * 24 * 3600 * 1000);
    await SessionModel.create({
      _id: randomUUID(), patientId: clientId, psychologistId,
      sessionParticipants: [{ userId: clientId, userType: 'client', isLeadParticipant: true }, { userId: psychologistId, userType: 'psychologist', isLeadParticipant: false }],
      startsAt, endsAt: new Date(startsAt.getTime() + 50 * 60_000), timezoneId: 'Australia/Sydney', sessionDurationTypeId: '2', durationMinutes: 50,
      therapyTypeId: '1', sessionType: 'Private', sessionStatus: 'Completed', paymentStatus: 'Paid', createdAt: new Date(),
    });
    pairs.push({ client: { id: clientId, email: clientEmail }, psychologist: { id: psychologistId, email: psychologistEmail } });
  }
  await mongoose.disconnect();
  return pairs;
}

async function sendLoad(stack) {
  const streams = [];
  try {
    const pairs = await timed(`Create ${PAIRS} clients and ${PAIRS} psychologists with a session each`, () => makePeople(stack));
    const base = stack.url; // through the portal server's proxy, as browsers reach the API
    const senders = [];
    await timed('Sign in everyone, accept terms, open conversations', async () => {
      for (const { client, psychologist } of pairs) {
        client.token = await signInThroughAuthority(base, client.email, PASSWORD);
        psychologist.token = await signInThroughAuthority(base, psychologist.email, PASSWORD);
        await fetch(`${base}/api/messaging/messaging/terms/accept`, { method: 'POST', headers: { authorization: `Bearer ${client.token}` } });
        const created = await fetch(`${base}/api/messaging/conversations`, {
          method: 'POST',
          headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ participants: [{ participantUserId: client.id, participantUserType: 'client' }, { participantUserId: psychologist.id, participantUserType: 'psychologist' }] }),
        });
        const { conversationId } = await created.json();
        senders.push({ me: client, peer: psychologist, conversationId }, { me: psychologist, peer: client, conversationId });
      }
    });
    const streamOf = new Map();
    for (const { me } of senders) {
      const stream = await openStream(`${base}/api/messaging/events`, me.token);
      streams.push(stream);
      streamOf.set(me.id, stream);
    }
    const sentAt = new Map();
    let failures = 0;
    const load = loadAverage();
    const started = Date.now();
    await Promise.all(
      senders.map(async ({ me, conversationId }) => {
        for (let n = 0; n < PER_SENDER; n++) {
          const text = `${me.id}#${n}`;
          sentAt.set(text, Date.now());
          const response = await fetch(`${base}/api/messaging/conversations/${conversationId}/messages`, {
            method: 'POST',
            headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ message: text, clientMessageId: text }),
          });
          if (response.status !== 201) failures++;
          await response.arrayBuffer();
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 3000)); // stragglers
    let lost = 0;
    let duplicated = 0;
    let outOfOrder = 0;
    const latencies = [];
    for (const { me, peer } of senders) {
      const got = streamOf.get(peer.id).events.filter((e) => e.message.messageText.startsWith(`${me.id}#`));
      const numbers = got.map((e) => Number(e.message.messageText.split('#')[1]));
      lost += PER_SENDER - new Set(numbers).size;
      duplicated += numbers.length - new Set(numbers).size;
      outOfOrder += numbers.filter((n, k) => k > 0 && n < numbers[k - 1]).length;
      for (const e of got) latencies.push(e.at - sentAt.get(e.message.messageText));
    }
    latencies.sort((a, b) => a - b);
    const total = senders.length * PER_SENDER;
    console.log(`\nMessaging: ${senders.length} senders × ${PER_SENDER} messages into ${PAIRS} conversations, through the portal proxy`);
    console.log('| messages | failed sends | lost | duplicated | out of order | send s | messages/s | send→receive p50 ms | p95 ms | max ms | load at start | load at end |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
    console.log(
      `| ${total} | ${failures} | ${lost} | ${duplicated} | ${outOfOrder} | ${seconds.toFixed(1)} | ${(total / seconds).toFixed(0)} | ${percentile(latencies, 0.5)} | ${percentile(latencies, 0.95)} | ${latencies.at(-1)} | ${load} | ${loadAverage()} |`,
    );
    if (lost || duplicated || outOfOrder || failures) throw new Error('messages were lost, duplicated, reordered or refused');
  } finally {
    streams.forEach((s) => s.close());
  }
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

/** `count` messages in the conversation, both sides taking turns, written as the API writes them (message.model.ts). */
async function fillConversation(stack, conversationId, count) {
  await mongoose.connect(stack.mongodbUri);
  try {
    const { ConversationModel } = require('../../api/dist/services/messaging/records/conversation.model.js');
    const { MessageModel, MessageHeadModel } = require('../../api/dist/services/messaging/records/message.model.js');
    const { participants } = await ConversationModel.findById(conversationId).lean();
    const started = Date.now() - count * 60_000;
    for (let from = 0; from < count; from += 500) {
      const batch = [];
      for (let seq = from; seq < Math.min(from + 500, count); seq++) {
        const sender = participants[seq % 2];
        batch.push({
          _id: `${conversationId}:${seq}`, messageId: randomUUID(), conversationId, seq, bucket: Math.floor(seq / 100),
          messageText: `Message ${seq}: ${'how are you going with the breathing exercises this week? '.repeat(1 + (seq % 3))}`,
          sentByParticipantId: sender.participantId, sentByUserId: sender.participantUserId, sentOn: new Date(started + seq * 60_000), messageType: 'Conversation',
        });
      }
      await MessageModel.insertMany(batch, { ordered: false });
    }
    await MessageHeadModel.updateOne({ _id: conversationId }, { $set: { seq: count - 1 } }, { upsert: true });
  } finally {
    await mongoose.disconnect();
  }
}

async function pageReads(stack) {
  const [{ client, psychologist }] = await timed('Create a client and a psychologist with a session', () => makePeople(stack, 1));
  client.token = await signInThroughAuthority(stack.url, client.email, PASSWORD);
  const created = await fetch(`${stack.url}/api/messaging/conversations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ participants: [{ participantUserId: client.id, participantUserType: 'client' }, { participantUserId: psychologist.id, participantUserType: 'psychologist' }] }),
  });
  const { conversationId } = await created.json();
  await timed(`Write ${PAGE_MESSAGES} messages into the conversation`, () => fillConversation(stack, conversationId, PAGE_MESSAGES));

  // node:http with keep-alive, asking for gzip as browsers do (fetch costs the shared cores ~2× more CPU).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const get = (base, urlPath, retry = true) =>
    new Promise((resolve, reject) => {
      const req = http.get(`${base}${urlPath}`, { agent, headers: { authorization: `Bearer ${client.token}`, 'accept-encoding': 'gzip' } }, (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c)).on('end', () => {
          const bytes = Buffer.concat(chunks);
          if (response.statusCode !== 200) return reject(new Error(`GET ${urlPath} answered ${response.statusCode}: ${bytes}`));
          resolve({ bytes, headers: response.headers });
        });
      });
      // A kept-alive socket the server closed just as it was reused: sent again, as browsers do.
      req.on('error', (error) => (retry && req.reusedSocket && error.code === 'ECONNRESET' ? get(base, urlPath, false).then(resolve, reject) : reject(error)));
    });
  const newestPath = `/api/messaging/conversations/${conversationId}/messages`;
  const lastPage = Math.floor((PAGE_MESSAGES - 1) / 100);
  const olderPath = (i) => `${newestPath}?page=${lastPage - 1 - (i % 10)}`;
  let bare;
  try {
    const first = await get(stack.apiUrl, newestPath);
    const gzipped = first.headers['content-encoding'] === 'gzip';
    const page = JSON.parse((gzipped ? gunzipSync(first.bytes) : first.bytes).toString());
    if (page.messages.length !== 100 || page.lastPage !== lastPage || page.messages.at(-1).seq !== PAGE_MESSAGES - 1) throw new Error(`the newest page is not the last 100 messages: ${page.messages.length}, last page ${page.lastPage}`);
    const json = Buffer.byteLength(JSON.stringify(page));
    console.log(`\nData: one conversation of ${PAGE_MESSAGES} messages; the newest page is 100 messages, ${(json / 1024).toFixed(1)} kB of JSON, ${(first.bytes.length / 1024).toFixed(1)} kB on the wire${gzipped ? ' (gzip)' : ''}.`);
    bare = await bareServer(first.bytes, { 'content-type': first.headers['content-type'], ...(gzipped && { 'content-encoding': 'gzip' }) });
    const rows = [];
    for (const concurrency of [1, 50]) {
      const samples = concurrency === 1 ? 300 : 2000;
      rows.push(await measure({ label: `bare node:http server replaying the newest page's ${(first.bytes.length / 1024).toFixed(1)} kB`, op: () => get(bare.url, newestPath), concurrency, samples }));
      rows.push(await measure({ label: `GET …/conversations/{id}/messages (newest page, signed-in client)`, op: () => get(stack.apiUrl, newestPath), concurrency, samples }));
      rows.push(await measure({ label: `GET …/messages?page=n (one of the 10 pages before it)`, op: (i) => get(stack.apiUrl, olderPath(i)), concurrency, samples: concurrency === 1 ? 300 : 1000 }));
    }
    printRows(`Message pages through the API (${PAGE_MESSAGES} messages in the conversation; node:http client with keep-alive asking for gzip, same machine)`, rows);
    const at50 = rows.filter((r) => r.concurrency === 50);
    const ratio = at50[1].p50 / at50[0].p50;
    console.log(`Newest page p50 at 50 concurrent: ${at50[1].p50.toFixed(1)} ms, ${ratio.toFixed(1)}× the bare server's ${at50[0].p50.toFixed(1)} ms (target ≤ 5×: ${ratio <= 5 ? '✓ met' : '✗ MISSED'}).`);
  } finally {
    agent.destroy();
    await bare?.stop();
  }
}

export default async function messagingBench() {
  await ensureApiBuilt();
  // After the build: the portal server the stack starts loads parts of the built API.
  const { startStack } = await import('../lib/stack.mjs');
  const stack = await timed('Start database, API and portal (bench data in .data/bench-messaging)', () =>
    startStack({ port: 0, ferretDbPort: 0, dataDir: '.data/bench-messaging/postgres', databaseName: `harbour_bench_messaging_${Date.now()}`, logLevel: 'warn', quiet: true, apiEnv: { MESSAGES_PER_MINUTE: '1000000', SIGN_IN_ATTEMPTS_PER_IP: '100000' } }),
  );
  try {
    if (PART !== 'load') await pageReads(stack);
    if (PART !== 'page') await sendLoad(stack);
  } finally {
    await stack.stop();
  }
}

// Messaging under load: 50 senders × 100 messages into 25 shared conversations (both
// participants of each send at once, one message at a time like the overlay's queue), through the
// portal's proxy and the API, each message also received on the other participant's event stream.
// Prints lost / duplicated / out-of-order counts and send→receive latency with the load average.
// Runs its own stack on free ports with its own data (.data/bench-messaging).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import mongoose from 'mongoose';
import { percentile, loadAverage } from '../lib/bench-tools.mjs';
import { run, timed } from '../lib/run.mjs';
import { signInThroughAuthority } from '../lib/sign-in.mjs';
import { startStack } from '../lib/stack.mjs';

/* global AbortController, TextDecoderStream -- Node 20 globals */
const require = createRequire(import.meta.url);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 25);
const PER_SENDER = Number(process.env.BENCH_MESSAGES ?? 100);
const PASSWORD = 'Bench-messaging-2026';

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

async function makePeople(stack) {
  await mongoose.connect(stack.mongodbUri);
  const { hashPassword } = require('../../api/dist/services/identity/accounts/passwords.js');
  const { createUserWithProfile } = require('../../api/dist/services/users/profiles/new-user.js');
  const { SessionModel } = require('../../api/dist/services/sessions/records/session.model.js');
  const passwordHash = await hashPassword(PASSWORD);
  const pairs = [];
  for (let i = 0; i < PAIRS; i++) {
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

export default async function messagingBench() {
  await timed('Build the API for the bench', () => run('npm', ['run', 'build', '-w', 'api', '--silent']));
  const stack = await timed('Start database, API and portal (bench data in .data/bench-messaging)', () =>
    startStack({ port: 0, ferretDbPort: 0, dataDir: '.data/bench-messaging/postgres', databaseName: `harbour_bench_messaging_${Date.now()}`, logLevel: 'warn', quiet: true, apiEnv: { MESSAGES_PER_MINUTE: '1000000', SIGN_IN_ATTEMPTS_PER_IP: '100000' } }),
  );
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
    await stack.stop();
  }
}

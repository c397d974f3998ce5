// Booking: the race (200 concurrent attempts at one time through the real API → exactly
// one session, 199 "That time is no longer available.") and booking throughput (reserve + book
// of distinct times) at 1 and 20 concurrent, against its own stack (FerretDB on PostgreSQL,
// stripe-mock, the built API). Clients and psychologists are written straight to the database
// (sign-up by email code is not what is measured), then sign in through the identity authority.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import { ensureApiBuilt, loadAverage, measure, percentile, printRows } from '../lib/bench-tools.mjs';
import { ROOT, timed } from '../lib/run.mjs';
import { signInThroughAuthority } from '../lib/sign-in.mjs';
import { startStack } from '../lib/stack.mjs';

const require = createRequire(import.meta.url);
const PASSWORD = 'Bench-booking-2026';
const CLIENTS = 20;
const RACE_ATTEMPTS = 200;

async function insertPeople(db, passwordHash) {
  const now = new Date();
  const person = async (userType, i) => {
    const _id = randomUUID();
    const email = `bench-${userType}-${i}-${_id.slice(0, 8)}@bench.test`;
    await db.collection('accounts').insertOne({ _id, email, passwordHash, userType, isApproved: true, createdAt: now });
    const profiles = userType === 'client' ? 'patient_profiles' : 'psychologist_profiles';
    await db.collection(profiles).insertOne({ _id, firstName: 'Bench', lastName: `${userType} ${i}`, createdAt: now, updatedAt: now, ...(userType === 'psychologist' && { providerNumber: '4024742F' }) });
    if (userType === 'psychologist') {
      await db.collection('psychologist_availability').insertOne({
        _id, psychologistId: _id, timeZone: 'Australia/Sydney', weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
        overrides: [], timeOff: [], durationsOffered: [20, 50, 80], bufferMinutes: 10, minimumNoticeHours: 12, horizonDays: 56, isAvailableForNewClients: true, updatedAt: now,
      });
    } else {
      // A card on file (our record; nothing is charged at booking).
      await db.collection('payment_cards').insertOne({ _id: randomUUID(), patientId: _id, stripePaymentMethodId: 'pm_card_visa', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2099, createdAt: now });
      await db.collection('patient_payment_settings').insertOne({ _id, stripeCustomerId: 'cus_bench', createdAt: now });
    }
    return { id: _id, email };
  };
  const clients = [];
  for (let i = 0; i < CLIENTS; i += 1) clients.push(await person('client', i));
  const psychologists = [];
  for (let i = 0; i < 6; i += 1) psychologists.push(await person('psychologist', i));
  return { clients, psychologists };
}

export default async function bookingBench() {
  await ensureApiBuilt();
  const stack = await timed('Start database, stripe-mock, API and portal (bench data in .data/bench-booking)', () =>
    startStack({ port: 0, ferretDbPort: 0, dataDir: '.data/bench-booking/postgres', databaseName: `harbour_bench_booking_${Date.now()}`, logLevel: 'warn', quiet: true, apiEnv: { HARBOUR_JOBS: 'off' } }),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const call = (method, urlPath, token, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = { authorization: `Bearer ${token}`, ...(payload && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) };
      const req = http.request(`${stack.apiUrl}${urlPath}`, { method, agent, headers }, (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c)).on('end', () => resolve({ status: response.statusCode, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  const client = new mongoose.mongo.MongoClient(stack.mongodbUri, { maxPoolSize: 20 });
  try {
    const db = client.db();
    const { hashPassword } = require(path.join(ROOT, 'api/dist/services/identity/accounts/passwords.js'));
    const { clients, psychologists } = await insertPeople(db, await hashPassword(PASSWORD));
    const tokens = [];
    for (const c of clients) tokens.push(await signInThroughAuthority(stack.url, c.email, PASSWORD));

    const day = new Date(Date.now() + 3 * 86_400_000);
    const at = (dayOffset, minutes) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + dayOffset, 0, minutes)).toISOString();
    const attempt = async (token, psychologistId, start) => {
      const reservation = await call('POST', '/api/payments/sessions/price-reservation', token, { psychologistId, sessionStartDate: start, timezoneId: 'Australia/Sydney', sessionDurationTypeId: 2, therapyTypeId: 1 });
      if (reservation.status !== 201) return reservation;
      return call('POST', '/api/sessions/sessions/book', token, { reservationId: reservation.body.reservationId, acceptCancellationPolicy: true });
    };

    // The race: 200 attempts at once (20 clients × 10) for one psychologist's one time.
    const raceTime = at(0, 0);
    const started = performance.now();
    const times = [];
    const results = await Promise.all(
      Array.from({ length: RACE_ATTEMPTS }, async (_, i) => {
        const t0 = performance.now();
        const r = await attempt(tokens[i % CLIENTS], psychologists[0].id, raceTime);
        times.push(performance.now() - t0);
        return r;
      }),
    );
    const wall = performance.now() - started;
    times.sort((a, b) => a - b);
    const booked = results.filter((r) => r.status === 201).length;
    const clean = results.filter((r) => r.status === 409 && String(r.body.detail).includes('That time is no longer available.')).length;
    const sessions = await db.collection('sessions').countDocuments({ psychologistId: psychologists[0].id });
    const locks = await db.collection('slot_locks').find({ psychologistId: psychologists[0].id }).toArray();
    const orphanLocks = locks.filter((l) => l.holderKind !== 'session').length;
    const payments = await db.collection('session_payments').countDocuments({});
    console.log(`\nRace: ${RACE_ATTEMPTS} concurrent reserve+book attempts at one time → ${booked} booked, ${clean} clean 409 "no longer available", ${RACE_ATTEMPTS - booked - clean} other answers; sessions in the database ${sessions}, locks ${locks.length} (not a session's: ${orphanLocks}), payments ${payments}.`);
    console.log(`Race latency: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, all done in ${wall.toFixed(0)} ms (load ${loadAverage()}).`);
    if (booked !== 1 || clean !== RACE_ATTEMPTS - 1 || sessions !== 1 || orphanLocks !== 0 || payments !== 0) throw new Error('the race did not end with exactly one booking');

    // Throughput: each op reserves and books a distinct time (hourly slots over the following days).
    let slot = 0;
    const nextTime = () => {
      const i = slot++;
      return { psychologistId: psychologists[1 + (i % 5)].id, start: at(1 + Math.floor(i / 5 / 24), (Math.floor(i / 5) % 24) * 60) };
    };
    const rows = [];
    for (const concurrency of [1, 20]) {
      rows.push(
        await measure({
          label: 'reserve + book a free time (POST price-reservation, POST sessions/book)',
          concurrency,
          samples: concurrency === 1 ? 40 : 200,
          warmup: 5,
          op: async (i) => {
            const { psychologistId, start } = nextTime();
            const r = await attempt(tokens[i % CLIENTS], psychologistId, start);
            if (r.status !== 201) throw new Error(`booking answered ${r.status}: ${JSON.stringify(r.body)}`);
          },
        }),
      );
    }
    printRows('Booking throughput through the API (each op = one booking)', rows);
  } finally {
    await client.close().catch(() => undefined);
    agent.destroy();
    await stack.stop();
  }
}

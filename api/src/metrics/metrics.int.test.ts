import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../test-support/server-with-database';
import { signInMatrixPeople, type MatrixPerson } from '../test-support/people';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../test-support/sign-in';
import { rawStream } from '../test-support/raw-http';
import { createUserWithProfile, type NewUser } from '../services/accounts/profiles/new-user';
import { scheduleJob } from '../jobs/job-store';
import { JobClaimModel, JobModel } from '../jobs/job.model';
import { jobBacklog } from '../jobs/job-backlog';
import express from 'express';
import { errorHandler } from '../http/error-handler';
import { metricsRouter } from './metrics-router';

const TOKEN = `metrics-${randomUUID()}`;
const server = useServerWithDatabase(__filename, { seed: true, config: { metricsToken: TOKEN, production: false } });
const scrape = (authorization?: string) => {
  const call = request(server.url).get('/api/metrics');
  return authorization ? call.set('authorization', authorization) : call;
};
const metricsText = async () => (await scrape(`Bearer ${TOKEN}`).expect(200)).text;

/** The value of an unlabelled metric, or of the sample whose labels are exactly `labels`. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** Scrapes until the condition holds (a stream closing is noticed by the server a moment later). */
async function scrapeUntil(holds: (text: string) => boolean, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let text = await metricsText();
  while (!holds(text) && Date.now() < deadline) text = await metricsText();
  return text;
}

let auth: Record<MatrixPerson | 'administrator', string>;
beforeAll(async () => {
  const people = await signInMatrixPeople(server.url);
  const email = `administrator-${randomUUID()}@metrics.test`;
  await createUserWithProfile({ userType: 'administrator', email, passwordHash: await testPasswordHash(), isApproved: true } as NewUser);
  auth = { ...people.auth, administrator: `Bearer ${(await signIn(server.url, email, TEST_PASSWORD)).access_token}` };
}, 120_000);

describe('GET /api/metrics: who may read it (METRICS_TOKEN set)', () => {
  it.each<[string, () => string | undefined]>([
    ['anonymous', () => undefined],
    ['a wrong token', () => 'Bearer not-the-metrics-token'],
    ['the token without Bearer', () => TOKEN],
    ['a client’s access token', () => auth.client],
    ['a psychologist’s access token', () => auth.psychologist],
    ['a GP’s access token', () => auth.gp],
    ['an administrator’s access token', () => auth.administrator],
  ])('refuses %s with 401 and shows nothing', async (_name, authorization) => {
    const response = await scrape(authorization()).expect(401);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.body).toMatchObject({ status: 401, title: 'Unauthorised' });
    expect(response.text).not.toContain('harbour_');
  });

  it('answers the metrics token with Prometheus text, never cached', async () => {
    const response = await scrape(`Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    for (const name of ['harbour_http_request_duration_seconds', 'harbour_jobs_due', 'harbour_jobs_oldest_due_age_seconds', 'harbour_sse_connections']) {
      expect(response.text).toContain(`# TYPE ${name} `);
    }
    // prom-client's process metrics.
    expect(sample(response.text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(response.text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(response.text).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('what the metrics say', () => {
  it('times requests by method, route template and status class, never by the URL’s ids', async () => {
    const psychologistId = randomUUID();
    const unknownId = randomUUID();
    await request(server.url).get(`/api/users/psychologists/${psychologistId}/timezone`).expect(404);
    await request(server.url).get(`/api/no-such-thing/${unknownId}`).expect(404);
    await request(server.url).get('/api/health/live').expect(200);
    const text = await metricsText();
    expect(sample(text, 'harbour_http_request_duration_seconds_count', '{method="GET",route="/api/users/psychologists/:id/timezone",status_class="4xx"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'harbour_http_request_duration_seconds_count', '{method="GET",route="unmatched",status_class="4xx"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'harbour_http_request_duration_seconds_count', '{method="GET",route="/api/health/live",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'harbour_http_request_duration_seconds_bucket', '{le="+Inf",method="GET",route="/api/health/live",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(psychologistId);
    expect(text).not.toContain(unknownId);
  });

  it('counts due jobs no worker holds, and how long the oldest has waited', async () => {
    const now = new Date();
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    const id = (name: string) => `metrics-test:${name}:${randomUUID()}`;
    const [late, later, held, future] = [id('late'), id('later'), id('held'), id('future')];
    await scheduleJob({ _id: late, kind: 'metrics-test', runAt: ago(600), payload: {} }, ago(700));
    await scheduleJob({ _id: later, kind: 'metrics-test', runAt: ago(60), payload: {} }, ago(700));
    await scheduleJob({ _id: held, kind: 'metrics-test', runAt: ago(3600), payload: {} }, ago(3700));
    await scheduleJob({ _id: future, kind: 'metrics-test', runAt: new Date(now.getTime() + 3600_000), payload: {} }, ago(10));
    // A worker is running `held` (its claim is unfinished and within its lease).
    await JobClaimModel.create({ _id: `${held}#1`, jobId: held, attempt: 1, workerId: 'another-process', claimedAt: ago(5), leaseUntil: new Date(now.getTime() + 300_000) });
    await JobModel.updateOne({ _id: held }, { $set: { claims: 1 } });

    expect(await jobBacklog(now)).toEqual({ due: 2, oldestDueAgeSeconds: 600 });
    const text = await metricsText();
    expect(sample(text, 'harbour_jobs_due')).toBe(2);
    expect(sample(text, 'harbour_jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(600);
    expect(sample(text, 'harbour_jobs_oldest_due_age_seconds')).toBeLessThan(3600);

    // Its lease passes without it finishing (the worker died): it is backlog again.
    await JobClaimModel.updateOne({ _id: `${held}#1` }, { $set: { leaseUntil: ago(1) } });
    expect(await jobBacklog(now)).toEqual({ due: 3, oldestDueAgeSeconds: 3600 });
    // Done and cancelled jobs are not backlog.
    await JobModel.updateOne({ _id: held }, { $set: { status: 'Done' } });
    await JobModel.updateOne({ _id: late }, { $set: { status: 'Cancelled' } });
    expect(await jobBacklog(now)).toEqual({ due: 1, oldestDueAgeSeconds: 60 });
  });

  it('counts the open event streams', async () => {
    const before = sample(await metricsText(), 'harbour_sse_connections');
    expect(before).toBe(0);
    const stream = rawStream(`${server.url}/api/messaging/events`, { authorization: auth.client });
    try {
      await stream.until('event: ready\n');
      expect(sample(await metricsText(), 'harbour_sse_connections')).toBe(1);
    } finally {
      stream.close();
    }
    const after = await scrapeUntil((text) => sample(text, 'harbour_sse_connections') === 0);
    expect(sample(after, 'harbour_sse_connections')).toBe(0);
    // An event stream is not a timed request (it lasts minutes): only the gauge counts it.
    expect(after).not.toContain('route="/api/messaging/events"');
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  // The router on its own (the app's trust proxy: loopback), so each setting gets its own app.
  const appWith = (production: boolean) => {
    const app = express();
    app.set('trust proxy', ['loopback']);
    app.use(metricsRouter({ production }));
    app.use(errorHandler);
    return app;
  };

  it('refuses everyone in production, even on this machine and with a person’s token', async () => {
    for (const authorization of [undefined, auth.administrator]) {
      const call = request(appWith(true)).get('/api/metrics');
      const response = await (authorization ? call.set('authorization', authorization) : call).expect(403);
      expect(response.body).toEqual({ status: 403, title: 'Forbidden', detail: 'Metrics are off: METRICS_TOKEN is not set.' });
    }
  });

  it('in development, opens them to this machine only (the portal passes the browser’s address on)', async () => {
    expect((await request(appWith(false)).get('/api/metrics').expect(200)).text).toContain('# TYPE harbour_jobs_due gauge');
    const fromElsewhere = await request(appWith(false)).get('/api/metrics').set('x-forwarded-for', '203.0.113.9').expect(403);
    expect(fromElsewhere.body.detail).toBe('Without METRICS_TOKEN, metrics are open only to this machine.');
  });
});

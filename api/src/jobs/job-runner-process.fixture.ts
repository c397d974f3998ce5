// One job-runner process for the cross-process test (job-runner.process.int.test.ts): the real
// runner (claims, leases) on the shared database, with handlers that record each start and finish
// in `job_runs` instead of reminding, charging or emailing (those handlers have tests of their own).
// JOB_RUNNER_HANGS=1: the handler records its start and never finishes, so the test can kill the
// process mid-job.
import mongoose from 'mongoose';
import pino from 'pino';
import { registerJobHandler, startJobRunner } from './job-runner';

const worker = process.env.JOB_RUNNER_NAME ?? String(process.pid);
const hangs = process.env.JOB_RUNNER_HANGS === '1';

async function main() {
  await mongoose.connect(process.env.MONGODB_URI!, { serverSelectionTimeoutMS: 30_000 });
  const runs = mongoose.connection.collection('job_runs');
  for (const kind of ['session-reminder', 'charge-session', 'email']) {
    registerJobHandler(kind, async (_payload, { job, attempt }) => {
      await runs.insertOne({ jobId: job._id, attempt, worker, event: 'started', at: new Date() });
      if (hangs) await new Promise(() => undefined);
      await runs.insertOne({ jobId: job._id, attempt, worker, event: 'finished', at: new Date() });
    });
  }
  startJobRunner(pino({ level: 'warn' }), 100, { leaseMs: Number(process.env.JOB_LEASE_MS ?? 1500) });
  console.log('job runner started');
}

void main();

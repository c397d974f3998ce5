import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import mongoose from 'mongoose';
import { connectTestDatabase, disconnectTestDatabase, testDatabaseUri } from '../test-support/database';
import { JobClaimModel, JobModel } from './job.model';
import { scheduleJob } from './job-store';

// Three job-runner processes (the real runner in real processes, job-runner-process.fixture.ts) on
// one database; one is SIGKILLed while it runs a job. Every due reminder, charge and email job
// finishes exactly once, and the killed one's job is taken by another process when its claim's
// lease has passed. The handlers only record their runs: the runner is what is under test.
// A claim's lease is the claiming process's: the doomed one's is short, so the test need not wait
// long for it to pass; the others' is long, so a slow machine never lets a live claim lapse.
const runners: ChildProcess[] = [];
let databaseUri: string;

beforeAll(async () => {
  databaseUri = testDatabaseUri(await connectTestDatabase(__filename));
}, 60_000);

afterAll(async () => {
  for (const runner of runners) if (runner.exitCode === null && runner.signalCode === null) runner.kill('SIGKILL');
  await disconnectTestDatabase();
});

function startRunner(name: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/jobs/job-runner-process.fixture.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, MONGODB_URI: databaseUri, JOB_RUNNER_NAME: name, JOB_LEASE_MS: '60000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  runners.push(child);
  return child;
}

/** Resolves with the first value that `holds`, asked again every 100 ms (a condition, not a sleep). */
async function waitUntil<T>(read: () => Promise<T>, holds: (value: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not true after ${timeoutMs / 1000} s: ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface RunRecord {
  jobId: string;
  attempt: number;
  worker: string;
  event: 'started' | 'finished';
}
const runs = () => mongoose.connection.collection<RunRecord>('job_runs').find({}, { projection: { _id: 0 } }).toArray();

test('three processes, one killed mid-job: each due reminder, charge and email job finishes exactly once, none is lost', async () => {
  const dueAt = new Date(Date.now() - 60_000);
  const jobIds: string[] = [];
  for (const [index, kind] of ['session-reminder', 'charge-session', 'email'].flatMap((k) => [k, k, k, k]).entries()) {
    const _id = `${kind}:fleet-${index}`;
    // Oldest first is the runner's order: the first job is the one the doomed process takes.
    await scheduleJob({ _id, kind, runAt: new Date(dueAt.getTime() + index), payload: {} });
    jobIds.push(_id);
  }

  const doomed = startRunner('doomed', { JOB_RUNNER_HANGS: '1', JOB_LEASE_MS: '1500' });
  const [held] = await waitUntil(async () => (await runs()).filter((r) => r.worker === 'doomed'), (found) => found.length > 0, 'the doomed process started a job');
  expect(held).toMatchObject({ jobId: jobIds[0], attempt: 1, event: 'started' });

  startRunner('second');
  startRunner('third');
  // Both others are at work beside the doomed one before it dies.
  await waitUntil(runs, (found) => found.some((r) => r.event === 'finished'), 'another process finished a job');
  const killed = new Promise((resolve) => doomed.once('exit', resolve));
  doomed.kill('SIGKILL');
  await killed;

  await waitUntil(() => JobModel.countDocuments({ _id: { $in: jobIds }, status: 'Done' }), (done) => done === jobIds.length, 'every job done');

  const records = await runs();
  for (const jobId of jobIds) {
    const finished = records.filter((r) => r.jobId === jobId && r.event === 'finished');
    expect({ jobId, finishedTimes: finished.length }).toEqual({ jobId, finishedTimes: 1 });
    expect(finished[0].worker).not.toBe('doomed');
  }
  // The killed process's job: started there as attempt 1, run to the end elsewhere as attempt 2.
  const heldJob = records.filter((r) => r.jobId === jobIds[0]).map(({ worker, attempt, event }) => ({ worker, attempt, event }));
  expect(heldJob).toEqual(expect.arrayContaining([{ worker: 'doomed', attempt: 1, event: 'started' }, expect.objectContaining({ attempt: 2, event: 'finished' })]));
  expect((await JobClaimModel.find({ jobId: jobIds[0] }).lean()).map((claim) => claim.attempt).sort()).toEqual([1, 2]);
  // Every other job was claimed once: no process ran one another process held.
  const otherClaims = await JobClaimModel.find({ jobId: { $in: jobIds.slice(1) } }).lean();
  expect(otherClaims.map((claim) => claim.jobId).sort()).toEqual(jobIds.slice(1).sort());
}, 120_000);

import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { JobClaimModel, JobModel } from './job.model';
import { registerJobHandler, runDueJobs } from './job-runner';
import { scheduleJob } from './job-store';

// "A job runs once" on the real database, with the moments of a race made deterministic: the
// handler waits on a promise the test releases, so a second worker polls while the first runs.
beforeAll(async () => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

it('a worker that reads the job after another has claimed it (and recorded the attempt) does not run it again', async () => {
  const started = gate();
  const release = gate();
  let runs = 0;
  registerJobHandler('runs-once', async () => {
    runs += 1;
    if (runs > 1) return; // a second run is the defect: let it finish so the test says so
    started.open();
    await release.opened;
  });
  await scheduleJob({ _id: 'runs-once:1', kind: 'runs-once', runAt: new Date(Date.now() - 1000), payload: {} });

  const first = runDueJobs({ kinds: ['runs-once'], workerId: 'first' });
  await started.opened;
  // The first worker has claimed attempt 1 and recorded it on the job: what a later poll reads.
  expect((await JobModel.findById('runs-once:1').lean())!.claims).toBe(1);
  expect(await runDueJobs({ kinds: ['runs-once'], workerId: 'second' })).toEqual([]);
  release.open();
  expect(await first).toEqual(['runs-once:1']);

  expect(await runDueJobs({ kinds: ['runs-once'], workerId: 'third' })).toEqual([]);
  expect(runs).toBe(1);
  expect((await JobClaimModel.find({ jobId: 'runs-once:1' }).lean()).map((c) => c.workerId)).toEqual(['first']);
});

it('after a failed attempt the next worker runs attempt 2, once, however many poll at once', async () => {
  let runs = 0;
  registerJobHandler('fails-first', async () => {
    runs += 1;
    if (runs === 1) throw new Error('provider timed out');
  });
  const now = new Date();
  await scheduleJob({ _id: 'fails-first:1', kind: 'fails-first', runAt: new Date(now.getTime() - 1000), payload: {} });
  await runDueJobs({ kinds: ['fails-first'], now });
  const retryAt = (await JobModel.findById('fails-first:1').lean())!.runAt;

  const later = new Date(retryAt.getTime() + 1000);
  await Promise.all(['a', 'b', 'c', 'd'].map((workerId) => runDueJobs({ kinds: ['fails-first'], now: later, workerId })));

  expect(runs).toBe(2);
  expect((await JobModel.findById('fails-first:1').lean())!.status).toBe('Done');
  expect((await JobClaimModel.find({ jobId: 'fails-first:1' }).lean()).map((c) => c.attempt).sort()).toEqual([1, 2]);
});

it('a job claimed late in a long run holds its whole lease from that claim: another worker leaves it alone', async () => {
  const leaseMs = 60_000;
  let time = Date.now();
  const clock = () => new Date(time);
  const firstHeld = gate();
  const releaseFirst = gate();
  const secondHeld = gate();
  const releaseSecond = gate();
  const runs: string[] = [];
  registerJobHandler('long-run', async (_payload, { job }) => {
    runs.push(job._id);
    if (runs.length > 2) return; // a third run is the defect: let it finish so the test says so
    (runs.length === 1 ? firstHeld : secondHeld).open();
    await (runs.length === 1 ? releaseFirst : releaseSecond).opened;
  });
  await scheduleJob({ _id: 'long-run:1', kind: 'long-run', runAt: new Date(time - 2000), payload: {} });
  await scheduleJob({ _id: 'long-run:2', kind: 'long-run', runAt: new Date(time - 1000), payload: {} });

  const first = runDueJobs({ kinds: ['long-run'], workerId: 'first', clock, leaseMs });
  await firstHeld.opened;
  // The first job takes two leases' time; then the same run claims the second job.
  time += 2 * leaseMs;
  releaseFirst.open();
  await secondHeld.opened;
  const [claim] = await JobClaimModel.find({ jobId: 'long-run:2' }).lean();
  expect(claim.leaseUntil.getTime()).toBe(time + leaseMs);

  expect(await runDueJobs({ kinds: ['long-run'], workerId: 'second', clock, leaseMs })).toEqual([]);
  releaseSecond.open();
  expect(await first).toEqual(['long-run:1', 'long-run:2']);
  expect(runs).toEqual(['long-run:1', 'long-run:2']);
});

import { JobClaimModel, JobModel } from './job.model';

export interface JobBacklog {
  /** Jobs due now that no worker holds (waiting for the runner, or for a dead worker's lease to pass). */
  due: number;
  /** How long the longest-waiting of them has been due (0 when none). */
  oldestDueAgeSeconds: number;
}

/** What the runner has not caught up with: the metrics read it at each scrape. */
export async function jobBacklog(now = new Date()): Promise<JobBacklog> {
  const scheduled = await JobModel.find({ status: 'Scheduled' }, { _id: 1, runAt: 1, claims: 1 }).lean();
  const due = scheduled.filter((job) => job.runAt <= now);
  if (due.length === 0) return { due: 0, oldestDueAgeSeconds: 0 };
  // A job being run has an unfinished claim on its current attempt (or the next one, just inserted) within its lease.
  const claimIds = due.flatMap((job) => [`${job._id}#${job.claims}`, `${job._id}#${job.claims + 1}`]);
  const running = await JobClaimModel.find({ _id: { $in: claimIds }, finishedAt: { $exists: false }, leaseUntil: { $gt: now } }, { jobId: 1 }).lean();
  const held = new Set(running.map((claim) => claim.jobId));
  const waiting = due.filter((job) => !held.has(job._id));
  if (waiting.length === 0) return { due: 0, oldestDueAgeSeconds: 0 };
  const oldest = Math.min(...waiting.map((job) => job.runAt.getTime()));
  return { due: waiting.length, oldestDueAgeSeconds: (now.getTime() - oldest) / 1000 };
}

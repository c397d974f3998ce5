import { JobModel, type JobRecord } from './job.model';
import { isDuplicateKey } from '../lib/duplicate-key';

export interface NewJob {
  _id: string;
  kind: string;
  runAt: Date;
  payload: Record<string, unknown>;
  maxAttempts?: number;
}

/** Schedules a job once: the same `_id` again is a no-op (returns false). */
export async function scheduleJob(job: NewJob, now = new Date()): Promise<boolean> {
  try {
    await JobModel.create({ ...job, status: 'Scheduled', claims: 0, maxAttempts: job.maxAttempts ?? 5, createdAt: now });
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

/** Stops a scheduled job (its handler must still check the record it acts on: a runner may be mid-run). */
export async function cancelJob(jobId: string): Promise<void> {
  await JobModel.updateOne({ _id: jobId, status: 'Scheduled' }, { $set: { status: 'Cancelled' } });
}

export async function findJob(jobId: string): Promise<JobRecord | null> {
  return JobModel.findById(jobId).lean();
}

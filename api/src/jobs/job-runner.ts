import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { JobClaimModel, JobModel, type JobRecord } from './job.model';
import { isDuplicateKey } from '../lib/duplicate-key';

export type JobHandler = (payload: Record<string, unknown>, context: { job: JobRecord; attempt: number; now: Date }) => Promise<void>;

const handlers = new Map<string, JobHandler>();

/** Handlers must be idempotent: a job can run again after a crash mid-run. */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

export interface RunOptions {
  /** The runner's clock (tests inject one to move time); `now` pins it. Each claim reads it afresh. */
  clock?: () => Date;
  now?: Date;
  workerId?: string;
  /** How long a claim is exclusive; a worker that dies leaves it to expire. */
  leaseMs?: number;
  logger?: Pick<Logger, 'error' | 'info'>;
  /** Only jobs of these kinds (tests). */
  kinds?: string[];
  /** Checked before each claim: once it says stop, the jobs not yet claimed are left to other processes. */
  stopping?: () => boolean;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const backoffMs = (attempt: number) => Math.min(60 * 60_000, 60_000 * 2 ** (attempt - 1));

/**
 * Claims attempt n of a job by inserting `${jobId}#${n}`. If that claim exists and its lease has
 * passed without finishing (its worker died), the next number is tried. Undefined = someone else
 * holds it now.
 *
 * It starts at the last attempt the job records, not the one after: the winner of an attempt
 * records it as soon as it has claimed it, so a worker that read the job a moment later would
 * otherwise skip the running attempt and claim the next one, running the job twice.
 *
 * A lease runs from the moment of its claim, read from the clock then: a run that works through
 * many jobs claims its last long after it began, and a lease counted from the run's start would
 * already have passed, letting another worker run that job too.
 */
async function claim(job: JobRecord, workerId: string, now: Date, clock: () => Date, leaseMs: number): Promise<number | undefined> {
  for (let attempt = Math.max(1, job.claims); attempt <= job.claims + job.maxAttempts + 1; attempt += 1) {
    const claimedAt = clock();
    try {
      await JobClaimModel.create({ _id: `${job._id}#${attempt}`, jobId: job._id, attempt, workerId, claimedAt, leaseUntil: new Date(claimedAt.getTime() + leaseMs) });
      return attempt;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      const existing = await JobClaimModel.findById(`${job._id}#${attempt}`).lean();
      if (!existing) return undefined;
      if (existing.finishedAt) {
        // That attempt ran to its end while we were reading: go on only if the job still waits, due, for a later attempt.
        const fresh = await JobModel.findById(job._id).lean();
        if (!fresh || fresh.status !== 'Scheduled' || fresh.runAt > now || fresh.claims < attempt) return undefined;
        continue;
      }
      // Unfinished: someone is running it, unless the lease has passed (their process died).
      if (existing.leaseUntil > clock()) return undefined;
    }
  }
  return undefined;
}

/** Runs every due job once (what the timer calls; tests call it directly). Returns the ids run. */
export async function runDueJobs(options: RunOptions = {}): Promise<string[]> {
  const pinned = options.now;
  const clock = options.clock ?? (pinned ? () => pinned : () => new Date());
  const now = clock();
  const workerId = options.workerId ?? randomUUID();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const scheduled = await JobModel.find({ status: 'Scheduled' }).lean();
  const due = scheduled.filter((job) => job.runAt <= now && (!options.kinds || options.kinds.includes(job.kind))).sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
  const ran: string[] = [];
  for (const job of due) {
    if (options.stopping?.()) break;
    const handler = handlers.get(job.kind);
    if (!handler) continue;
    const attempt = await claim(job, workerId, now, clock, leaseMs);
    if (attempt === undefined) continue;
    await JobModel.updateOne({ _id: job._id }, { $set: { claims: attempt } });
    try {
      await handler(job.payload, { job, attempt, now });
      await JobModel.updateOne({ _id: job._id, status: 'Scheduled' }, { $set: { status: 'Done', doneAt: new Date() } });
      ran.push(job._id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      options.logger?.error({ err, jobId: job._id, attempt }, 'job failed');
      const failed = attempt >= job.maxAttempts;
      await JobModel.updateOne(
        { _id: job._id },
        { $set: { lastError: message, ...(failed ? { status: 'Failed' } : { runAt: new Date(now.getTime() + backoffMs(attempt)) }) } },
      );
    } finally {
      await JobClaimModel.updateOne({ _id: `${job._id}#${attempt}` }, { $set: { finishedAt: new Date() } });
    }
  }
  return ran;
}

/**
 * Polls for due jobs in the API process; every process may run one (claims keep them apart).
 * The stop it returns claims nothing more and resolves when the job running now has finished (a
 * job cut off by the process's exit is run again by another process once its lease has passed).
 */
export function startJobRunner(logger: Logger, intervalMs = 15_000, options: Pick<RunOptions, 'leaseMs'> = {}): () => Promise<void> {
  const workerId = randomUUID();
  let stopped = false;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running || stopped) return;
    running = runDueJobs({ workerId, logger, leaseMs: options.leaseMs, stopping: () => stopped })
      .then(
        () => undefined,
        (err) => logger.error({ err }, 'job runner tick failed'),
      )
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

import { Schema, model } from 'mongoose';

/**
 * A job that must happen later: reservation expiry, reminders, charging after the
 * session, payment retries. `_id` is deterministic (`charge:<sessionId>`, …), so scheduling the
 * same job twice is one job. Who runs it is decided by claims (`job-claim.model.ts`), never by
 * updating this document (FerretDB's updates are read-then-write).
 */
export type JobStatus = 'Scheduled' | 'Done' | 'Failed' | 'Cancelled';

export interface JobRecord {
  _id: string;
  kind: string;
  runAt: Date;
  payload: Record<string, unknown>;
  status: JobStatus;
  /** Claims made so far (a hint for the next claim number; the claim inserts decide). */
  claims: number;
  maxAttempts: number;
  lastError?: string;
  createdAt: Date;
  doneAt?: Date;
}

const jobSchema = new Schema<JobRecord>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    runAt: { type: Date, required: true },
    payload: { type: Schema.Types.Mixed, default: {} },
    status: { type: String, required: true },
    claims: { type: Number, required: true, default: 0 },
    maxAttempts: { type: Number, required: true, default: 5 },
    lastError: { type: String },
    createdAt: { type: Date, required: true },
    doneAt: { type: Date },
  },
  { collection: 'jobs', versionKey: false, minimize: false },
);
// The runner reads the scheduled ones (equality, pushed down on FerretDB) and picks the due ones.
jobSchema.index({ status: 1 });

export const JobModel = model<JobRecord>('Job', jobSchema);

/** One attempt at a job: `_id` = `${jobId}#${attempt}`; the insert is the claim. */
export interface JobClaimRecord {
  _id: string;
  jobId: string;
  attempt: number;
  workerId: string;
  claimedAt: Date;
  /** Another worker may take the next attempt once this has passed (the worker died mid-run). */
  leaseUntil: Date;
  finishedAt?: Date;
}

const jobClaimSchema = new Schema<JobClaimRecord>(
  {
    _id: { type: String, required: true },
    jobId: { type: String, required: true },
    attempt: { type: Number, required: true },
    workerId: { type: String, required: true },
    claimedAt: { type: Date, required: true },
    leaseUntil: { type: Date, required: true },
    finishedAt: { type: Date },
  },
  { collection: 'job_claims', versionKey: false },
);

export const JobClaimModel = model<JobClaimRecord>('JobClaim', jobClaimSchema);

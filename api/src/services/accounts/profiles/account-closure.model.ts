import { Schema, model } from 'mongoose';

/**
 * A request to close an account (`_id` = the account id, so it is recorded once even when sent
 * twice at once): a client's own or an administrator's for a client, psychologist or GP. Kept after
 * the account is closed: it is the record of what was removed and until when the records must be kept.
 */
export interface AccountClosureRecord {
  _id: string;
  requestedAt: Date;
  reason?: string;
  /** The last service (a session held; a GP's last referral) the 7-year retention runs from, if any. */
  lastServiceAt?: Date;
  /** YYYY-MM-DD: the clinical records are kept at least until then (domain.md, Privacy and records). */
  retainClinicalRecordsUntil: string;
  /** Set once the account is deactivated and contact data removed. */
  completedAt?: Date;
}

const accountClosureSchema = new Schema<AccountClosureRecord>(
  {
    _id: { type: String, required: true },
    requestedAt: { type: Date, required: true },
    reason: { type: String },
    lastServiceAt: { type: Date },
    retainClinicalRecordsUntil: { type: String, required: true },
    completedAt: { type: Date },
  },
  { collection: 'account_closures', versionKey: false },
);

export const AccountClosureModel = model<AccountClosureRecord>('AccountClosure', accountClosureSchema);

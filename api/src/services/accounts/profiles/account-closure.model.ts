import { Schema, model } from 'mongoose';

/**
 * A client's request to close their account (`_id` = the patient id, so it is recorded once even
 * when sent twice at once). Kept after the account is closed: it is the record of what was
 * removed and until when the clinical records must be kept.
 */
export interface AccountClosureRecord {
  _id: string;
  requestedAt: Date;
  reason?: string;
  /** The last session that took place (the 7-year retention runs from it), if any. */
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

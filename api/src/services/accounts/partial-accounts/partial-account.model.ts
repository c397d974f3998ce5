import { Schema, model } from 'mongoose';
import type { VerificationCodeState } from '../../../security/one-time-codes/verification-code';

/**
 * An account a partner or administrator starts for someone (spec: partial account, /signup/{id}):
 * the person proves the email with a code and chooses a password, and it becomes a client account.
 */
export interface PartialAccountRecord extends VerificationCodeState {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The partner's GUID and code, when a partner referred the person. */
  referrerId?: string;
  referrerName?: string;
  /** The administrator who created it. */
  createdBy: string;
  createdAt: Date;
  completedAt?: Date;
  /** The client account it became. */
  userId?: string;
}

const partialAccountSchema = new Schema<PartialAccountRecord>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    referrerId: { type: String },
    referrerName: { type: String },
    createdBy: { type: String, required: true },
    createdAt: { type: Date, required: true },
    codeHash: { type: String },
    codeExpiresAt: { type: Date },
    wrongCodes: { type: Number, required: true, default: 0 },
    codeSentAt: { type: Date },
    completedAt: { type: Date },
    userId: { type: String },
  },
  { collection: 'partial_accounts', versionKey: false },
);
partialAccountSchema.index({ email: 1 });

export const PartialAccountModel = model<PartialAccountRecord>('PartialAccount', partialAccountSchema);

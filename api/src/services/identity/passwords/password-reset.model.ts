import { Schema, model } from 'mongoose';
import type { VerificationCodeState } from '../../../security/one-time-codes/verification-code';

/**
 * One outstanding forgot-password code per account (a new request replaces the old), kept by the
 * shared one-time-code module (security/one-time-codes): tries and the one use are unique keys.
 */
export interface PasswordResetRecord extends VerificationCodeState {
  _id: string; // the account id
  completedAt?: Date;
}

const passwordResetSchema = new Schema<PasswordResetRecord>(
  {
    _id: { type: String, required: true },
    codeHash: { type: String },
    codeExpiresAt: { type: Date },
    wrongCodes: { type: Number, required: true, default: 0 },
    codeSentAt: { type: Date },
    completedAt: { type: Date },
  },
  { collection: 'password_resets', versionKey: false },
);

export const PasswordResetModel = model<PasswordResetRecord>('PasswordReset', passwordResetSchema);

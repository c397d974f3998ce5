import { Schema, model } from 'mongoose';

/** One outstanding forgot-password code per account (a new request replaces the old). */
export interface PasswordResetRecord {
  _id: string; // the account id
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  requestedAt: Date;
}

const passwordResetSchema = new Schema<PasswordResetRecord>(
  {
    _id: { type: String, required: true },
    codeHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    attempts: { type: Number, required: true, default: 0 },
    requestedAt: { type: Date, required: true },
  },
  { collection: 'password_resets', versionKey: false },
);

export const PasswordResetModel = model<PasswordResetRecord>('PasswordReset', passwordResetSchema);

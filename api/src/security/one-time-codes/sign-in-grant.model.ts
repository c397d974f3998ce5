import { Schema, model } from 'mongoose';

/**
 * A one-time sign-in grant: what a verified sign-up gets instead of asking the new person for
 * their password again. Only the SHA-256 of the token is stored (as `_id`), so a database read
 * cannot sign anyone in.
 */
export interface SignInGrantRecord {
  /** SHA-256 (hex) of the token handed to the browser. */
  _id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
}

const signInGrantSchema = new Schema<SignInGrantRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'sign_in_grants', versionKey: false },
);

export const SignInGrantModel = model<SignInGrantRecord>('SignInGrant', signInGrantSchema);

import { Schema, model } from 'mongoose';

/**
 * An administrator's confirmed second factor: the TOTP secret (never sent anywhere after
 * enrolment) and the SHA-256 hashes of their recovery codes. `_id` is the account id, so a
 * second enrolment of the same account cannot be inserted.
 */
export interface SecondFactorRecord {
  _id: string;
  totpSecret: string;
  recoveryCodeHashes: string[];
  enrolledAt: Date;
}

const secondFactorSchema = new Schema<SecondFactorRecord>(
  {
    _id: { type: String, required: true },
    totpSecret: { type: String, required: true },
    recoveryCodeHashes: { type: [String], required: true },
    enrolledAt: { type: Date, required: true },
  },
  { collection: 'second_factors', versionKey: false },
);
export const SecondFactorModel = model<SecondFactorRecord>('SecondFactor', secondFactorSchema);

/**
 * One use of a proof, keyed `<account>|totp|<time step>` or `<account>|recovery|<code hash>`:
 * inserting it is what decides that a code counts once, however many requests race with it.
 */
export interface SecondFactorUseRecord {
  _id: string;
  accountId: string;
  usedAt: Date;
}

const useSchema = new Schema<SecondFactorUseRecord>(
  {
    _id: { type: String, required: true },
    accountId: { type: String, required: true },
    usedAt: { type: Date, required: true },
  },
  { collection: 'second_factor_uses', versionKey: false },
);
export const SecondFactorUseModel = model<SecondFactorUseRecord>('SecondFactorUse', useSchema);

/**
 * A sign-in that passed the password and now waits for the second factor, keyed by the sign-in
 * interaction's id (the provider ties that id to the browser's interaction cookie). `pendingSecret`:
 * the secret being enrolled, for an administrator without a second factor yet. `provedAt`: set once
 * an enrolment is confirmed, so the page after the recovery codes can finish the sign-in.
 */
export interface SecondFactorChallengeRecord {
  _id: string;
  accountId: string;
  pendingSecret?: string;
  provedAt?: Date;
  createdAt: Date;
}

const challengeSchema = new Schema<SecondFactorChallengeRecord>(
  {
    _id: { type: String, required: true },
    accountId: { type: String, required: true },
    pendingSecret: { type: String },
    provedAt: { type: Date },
    createdAt: { type: Date, required: true },
  },
  { collection: 'second_factor_challenges', versionKey: false },
);
export const SecondFactorChallengeModel = model<SecondFactorChallengeRecord>('SecondFactorChallenge', challengeSchema);

/** A step-up: a second factor proved within a signed-in session (its grant), at `provedAt`. */
export interface StepUpProofRecord {
  _id: string;
  grantId: string;
  accountId: string;
  provedAt: Date;
}

const stepUpSchema = new Schema<StepUpProofRecord>(
  {
    _id: { type: String, required: true },
    grantId: { type: String, required: true },
    accountId: { type: String, required: true },
    provedAt: { type: Date, required: true },
  },
  { collection: 'step_up_proofs', versionKey: false },
);
stepUpSchema.index({ grantId: 1, provedAt: -1 });
export const StepUpProofModel = model<StepUpProofRecord>('StepUpProof', stepUpSchema);

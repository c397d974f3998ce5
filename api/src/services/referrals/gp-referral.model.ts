import { Schema, model } from 'mongoose';
import type { ReferralFunding, ReferralUrgency } from './referrals.types';

/**
 * A referral a GP sent through Harbour. The unique `dedupeKey` (GP, patient
 * email, referral date) is what refuses the same referral twice — a double click or two tabs —
 * since FerretDB has no transactions. The Medicare referral it attaches has the same `_id`.
 */
export interface GpReferralRecord {
  _id: string;
  gpId: string;
  dedupeKey: string;
  patientEmail: string;
  patientFirstName: string;
  patientLastName: string;
  /** The client, once they have an account (at once for an existing client, else on sign-up). */
  patientId?: string;
  /** The invitation, for a new patient. */
  partialAccountId?: string;
  issuedOn: string;
  validUntil: string;
  sessionsApproved: number;
  reason: string;
  funding: ReferralFunding;
  urgency: ReferralUrgency;
  psychologistId?: string;
  /** True when Harbour matched the psychologist ("Let Harbour match"). */
  matchedByHarbour?: boolean;
  /** The location the GP wrote from: its provider number goes on the Medicare referral. */
  referrerProviderNumber?: string;
  referrerPracticeName?: string;
  createdAt: Date;
}

const gpReferralSchema = new Schema<GpReferralRecord>(
  {
    _id: { type: String, required: true },
    gpId: { type: String, required: true },
    dedupeKey: { type: String, required: true },
    patientEmail: { type: String, required: true },
    patientFirstName: { type: String, required: true },
    patientLastName: { type: String, required: true },
    patientId: { type: String },
    partialAccountId: { type: String },
    issuedOn: { type: String, required: true },
    validUntil: { type: String, required: true },
    sessionsApproved: { type: Number, required: true },
    reason: { type: String, required: true },
    funding: { type: String, required: true },
    urgency: { type: String, required: true },
    psychologistId: { type: String },
    matchedByHarbour: { type: Boolean },
    referrerProviderNumber: { type: String },
    referrerPracticeName: { type: String },
    createdAt: { type: Date, required: true },
  },
  { collection: 'gp_referrals', versionKey: false },
);
gpReferralSchema.index({ dedupeKey: 1 }, { unique: true });
gpReferralSchema.index({ gpId: 1 });
gpReferralSchema.index({ partialAccountId: 1 });
gpReferralSchema.index({ psychologistId: 1 });

export const GpReferralModel = model<GpReferralRecord>('GpReferral', gpReferralSchema);

/**
 * A GP's answer to a psychologist's review request: `_id` is the request's id, so a request is
 * answered once however many times the form is sent.
 */
export interface ReviewAnswerRecord {
  _id: string;
  gpId: string;
  patientId: string;
  medicareReferralId: string;
  issuedOn: string;
  additionalSessions: number;
  note?: string;
  answeredAt: Date;
}

const reviewAnswerSchema = new Schema<ReviewAnswerRecord>(
  {
    _id: { type: String, required: true },
    gpId: { type: String, required: true },
    patientId: { type: String, required: true },
    medicareReferralId: { type: String, required: true },
    issuedOn: { type: String, required: true },
    additionalSessions: { type: Number, required: true },
    note: { type: String },
    answeredAt: { type: Date, required: true },
  },
  { collection: 'gp_review_answers', versionKey: false },
);
reviewAnswerSchema.index({ gpId: 1 });

export const ReviewAnswerModel = model<ReviewAnswerRecord>('GpReviewAnswer', reviewAnswerSchema);

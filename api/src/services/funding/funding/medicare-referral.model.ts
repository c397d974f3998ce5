import { Schema, model } from 'mongoose';

/**
 * A client's Medicare referral / mental health treatment plan (spec §3 "Medicare referral": per
 * patient). Minimal for pricing: who referred, when, until when. A course covers up to 6 sessions
 * (domain.md); sessions booked under it carry its id, so "sessions on this referral" is a count.
 */
export interface MedicareReferralRecord {
  _id: string;
  patientId: string;
  referrerName: string;
  referrerProviderNumber?: string;
  issuedOn: string;
  /** 'YYYY-MM-DD'; a referral is current on days up to and including this. */
  validUntil: string;
  createdAt: Date;
  /** Sessions the GP approved on this referral (Better Access: up to 6 a course; default 6). */
  sessionsApproved?: number;
  /** The referring GP's practice, as on the plan. */
  referrerPracticeName?: string;
  /** Set when the client corrects the details (PUT /profile/patient/mhcp with its id). */
  updatedAt?: Date;
  /** The date of the GP's review referral that added sessions after the 6th (up to 4 more). */
  reviewedOn?: string;
}

const medicareReferralSchema = new Schema<MedicareReferralRecord>(
  {
    _id: { type: String, required: true },
    patientId: { type: String, required: true },
    referrerName: { type: String, required: true },
    referrerProviderNumber: { type: String },
    issuedOn: { type: String, required: true },
    validUntil: { type: String, required: true },
    createdAt: { type: Date, required: true },
    sessionsApproved: { type: Number },
    referrerPracticeName: { type: String },
    updatedAt: { type: Date },
    reviewedOn: { type: String },
  },
  { collection: 'medicare_referrals', versionKey: false },
);
medicareReferralSchema.index({ patientId: 1 });

export const MedicareReferralModel = model<MedicareReferralRecord>('MedicareReferral', medicareReferralSchema);

import { Schema, model } from 'mongoose';

/**
 * A client's funding details kept between bookings: their Medicare card and the
 * other funders they may use (NDIS, DVA, workers' compensation, a partner programme). One
 * document per client, `_id` = the client's user id.
 */
export interface PatientFundingProfileRecord {
  _id: string;
  medicareCard?: {
    cardNumber: string;
    referenceNumber: string;
    expiry: string;
  };
  ndis?: {
    participantNumber: string;
    management: 'plan' | 'self' | 'agency';
    planManagerName?: string;
    planManagerEmail?: string;
  };
  /** `referralIssuedOn`: the GP's DVA referral, which covers 12 sessions or one year from it. */
  dva?: { fileNumber: string; cardType: 'Gold' | 'White' | 'Orange'; referralIssuedOn?: string };
  /** `approvedSessions`: what the insurer approved on the claim. */
  workersComp?: { claimNumber: string; insurer: string; approvedSessions?: number };
  partnerProgramme?: { programmeName: string; memberNumber?: string };
  updatedAt: Date;
}

const patientFundingProfileSchema = new Schema<PatientFundingProfileRecord>(
  {
    _id: { type: String, required: true },
    medicareCard: { type: Schema.Types.Mixed },
    ndis: { type: Schema.Types.Mixed },
    dva: { type: Schema.Types.Mixed },
    workersComp: { type: Schema.Types.Mixed },
    partnerProgramme: { type: Schema.Types.Mixed },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'patient_funding_profiles', versionKey: false },
);

export const PatientFundingProfileModel = model<PatientFundingProfileRecord>('PatientFundingProfile', patientFundingProfileSchema);

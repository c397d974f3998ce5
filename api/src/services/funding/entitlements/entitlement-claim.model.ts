import { Schema, model } from 'mongoose';

/**
 * One place a session takes in a funder's limit (`_id` = `${patientId}|${scope}#${slot}`, e.g. the
 * 6th of 6 on a referral). The insert decides who gets the last place when bookings race;
 * cancelling a session deletes its places.
 */
export interface EntitlementClaimRecord {
  _id: string;
  patientId: string;
  scope: string;
  slot: number;
  sessionId: string;
  createdAt: Date;
}

const entitlementClaimSchema = new Schema<EntitlementClaimRecord>(
  {
    _id: { type: String, required: true },
    patientId: { type: String, required: true },
    scope: { type: String, required: true },
    slot: { type: Number, required: true },
    sessionId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'entitlement_claims', versionKey: false },
);
entitlementClaimSchema.index({ patientId: 1 });
entitlementClaimSchema.index({ sessionId: 1 });

export const EntitlementClaimModel = model<EntitlementClaimRecord>('EntitlementClaim', entitlementClaimSchema);

import { Schema, model } from 'mongoose';

/**
 * A client's link to a partner (referrer): recorded at sign-up through a partner and whenever the
 * client arrives through a partner's entry link while signed in. It lasts the partner's storage
 * TTL (spec §9), like the browser's stored referrer; the newest unexpired one is current.
 */
export interface ClientReferrerRecord {
  _id: string;
  patientId: string;
  /** The referrer's GUID. */
  referrerId: string;
  referrerName: string;
  createdAt: Date;
  expiresAt: Date;
}

const clientReferrerSchema = new Schema<ClientReferrerRecord>(
  {
    _id: { type: String, required: true },
    patientId: { type: String, required: true },
    referrerId: { type: String, required: true },
    referrerName: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'client_referrers', versionKey: false },
);
clientReferrerSchema.index({ patientId: 1, createdAt: -1 });

export const ClientReferrerModel = model<ClientReferrerRecord>('ClientReferrer', clientReferrerSchema);

import { Schema, model } from 'mongoose';

/**
 * A client's consent to text messages about their sessions (`_id` = the client's account id).
 * Off until the client turns it on in their settings; `consentedAt` is when they last gave it for
 * this number, `withdrawnAt` when they last took it back.
 */
export interface SmsConsentRecord {
  _id: string;
  enabled: boolean;
  /** E.164 (+61412345678): an Australian mobile. Kept when consent is withdrawn, so turning it on again needs no retyping. */
  mobile: string;
  consentedAt?: Date;
  withdrawnAt?: Date;
  updatedAt: Date;
}

const smsConsentSchema = new Schema<SmsConsentRecord>(
  {
    _id: { type: String, required: true },
    enabled: { type: Boolean, required: true },
    mobile: { type: String, required: true },
    consentedAt: { type: Date },
    withdrawnAt: { type: Date },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'sms_consents', versionKey: false },
);

export const SmsConsentModel = model<SmsConsentRecord>('SmsConsent', smsConsentSchema);

/** Each change of consent, kept as it happened (inserted, never updated): the evidence of what the client chose and when. */
export interface SmsConsentEventRecord {
  _id: string;
  patientId: string;
  action: 'given' | 'withdrawn' | 'number-changed';
  mobile: string;
  at: Date;
}

const smsConsentEventSchema = new Schema<SmsConsentEventRecord>(
  {
    _id: { type: String, required: true },
    patientId: { type: String, required: true },
    action: { type: String, required: true, enum: ['given', 'withdrawn', 'number-changed'] },
    mobile: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'sms_consent_events', versionKey: false },
);
smsConsentEventSchema.index({ patientId: 1 });

export const SmsConsentEventModel = model<SmsConsentEventRecord>('SmsConsentEvent', smsConsentEventSchema);

import { Schema, model } from 'mongoose';

/** What a text message is for (the development page, tests and support find the right one by it). */
export type SmsKind =
  | 'session-booked'
  | 'session-rescheduled'
  | 'session-cancelled'
  | 'session-reminder'
  /** A psychologist started a session now: the join link (the practice area's "start a session now"). */
  | 'session-join-now';

/** How a text leaves: through Twilio (configured) or not at all (kept in the local sink only). */
export type SmsTransport = 'twilio' | 'sink';

/**
 * Every text message the API sends, kept whether or not a provider is configured: the record of
 * what we told whom, and (without Twilio) the local sink the development outbox page shows.
 * `_id` is the message's de-duplication key where it has one (`session-reminder:<session>:24h:<start>`),
 * so the insert decides that a message goes once, whoever sends it.
 */
export interface SmsMessageRecord {
  _id: string;
  /** E.164, e.g. +61412345678. */
  to: string;
  body: string;
  kind: SmsKind;
  /** The account the message is for. */
  userId: string;
  transport: SmsTransport;
  createdAt: Date;
  /** When the provider accepted it, with its id (Twilio's SM… sid) and status (queued, sent…). */
  sentAt?: Date;
  providerMessageId?: string;
  providerStatus?: string;
  failedAt?: Date;
  deliveryError?: string;
}

const smsMessageSchema = new Schema<SmsMessageRecord>(
  {
    _id: { type: String, required: true },
    to: { type: String, required: true },
    body: { type: String, required: true },
    kind: { type: String, required: true },
    userId: { type: String, required: true },
    transport: { type: String, required: true, enum: ['twilio', 'sink'] },
    createdAt: { type: Date, required: true },
    sentAt: { type: Date },
    providerMessageId: { type: String },
    providerStatus: { type: String },
    failedAt: { type: Date },
    deliveryError: { type: String },
  },
  { collection: 'sms_outbox', versionKey: false },
);
smsMessageSchema.index({ createdAt: -1 });
smsMessageSchema.index({ to: 1, createdAt: -1 });
smsMessageSchema.index({ userId: 1 });

export const SmsMessageModel = model<SmsMessageRecord>('SmsMessage', smsMessageSchema);

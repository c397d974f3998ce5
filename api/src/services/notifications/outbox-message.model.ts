import { Schema, model } from 'mongoose';

/** What an email is for: lets the development page, tests and support find the right one. */
export type EmailKind =
  | 'registration-code'
  | 'password-reset-code'
  | 'partial-account-code'
  | 'partial-account-invitation'
  /** A client invited their partner to couples sessions. */
  | 'relationship-invitation'
  | 'practitioner-approved'
  /** An administrator declined, suspended or reinstated a practitioner (with the reason). */
  | 'practitioner-declined'
  | 'practitioner-suspended'
  | 'practitioner-reinstated'
  /** An administrator read a psychologist's case notes about a client, their messages with one, or a client's files a practitioner can read or uploaded (break-glass). */
  | 'break-glass-read'
  /** Someone started a sign-up with an address that already has an account. */
  | 'account-exists-notice'
  /** Booking and payments. */
  | 'session-booked'
  | 'session-cancelled'
  | 'session-rescheduled'
  | 'session-reminder'
  | 'payment-failed'
  /** A message has waited unread past the delay (messaging). */
  | 'unread-message-notice'
  /** The contact form and the partner enquiry form, to the team (content enquiries). */
  | 'contact-enquiry'
  | 'partner-enquiry'
  /** Support's reply to an enquiry, to its sender. */
  | 'enquiry-reply'
  /** A client's DASS-21 check-in is flagged for safety (to each of their psychologists). */
  | 'dass21-flag'
  /** The practice area: an offered time, a request to a GP for a new referral, a letter to a GP. */
  | 'custom-booking-offered'
  /** The psychologist started a session now: the client's link to join it. */
  | 'session-join-now'
  | 'gp-referral-request'
  | 'gp-letter'
  | 'gp-letter-reply'
  /** GP referrals: a new patient invited by their GP, the psychologist told of a referral, the client of a referral added. */
  | 'gp-referral-invitation'
  | 'gp-referral-received'
  | 'gp-referral-added';

/** How a message leaves: by SMTP (SMTP_URL set) or not at all (kept in the outbox only). */
export type EmailTransport = 'smtp' | 'outbox';

/**
 * Every email the API sends, kept whether or not SMTP is configured: the record of what we told
 * whom, and (without SMTP) the development outbox people read their codes from.
 */
export interface OutboxMessageRecord {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: EmailKind;
  transport: EmailTransport;
  createdAt: Date;
  /** When the SMTP server accepted it. */
  sentAt?: Date;
  /** When delivery failed, and why (the person never sees this; support does). */
  failedAt?: Date;
  deliveryError?: string;
}

const outboxMessageSchema = new Schema<OutboxMessageRecord>(
  {
    _id: { type: String, required: true },
    to: { type: String, required: true, lowercase: true, trim: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String },
    kind: { type: String, required: true },
    transport: { type: String, required: true, enum: ['smtp', 'outbox'] },
    createdAt: { type: Date, required: true },
    sentAt: { type: Date },
    failedAt: { type: Date },
    deliveryError: { type: String },
  },
  { collection: 'outbox', versionKey: false },
);
outboxMessageSchema.index({ createdAt: -1 });
outboxMessageSchema.index({ to: 1, createdAt: -1 });

export const OutboxMessageModel = model<OutboxMessageRecord>('OutboxMessage', outboxMessageSchema);

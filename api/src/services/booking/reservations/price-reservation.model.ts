import { Schema, model } from 'mongoose';
import type { SessionQuoteRecord } from '../../sessions';

/**
 * A price reservation (spec §3): a quoted time a client is about to book. It holds the slot with
 * reservation locks that expire (`expiresAt`), and carries the session id the booking will use,
 * so one reservation becomes at most one session (the session insert is the decision).
 */
export type ReservationStatus = 'Held' | 'Booked' | 'Released' | 'Expired';

export interface PriceReservationRecord {
  _id: string;
  patientId: string;
  psychologistId: string;
  startsAt: Date;
  endsAt: Date;
  timezoneId: string;
  durationMinutes: number;
  sessionDurationTypeId: number;
  therapyTypeId: number;
  bufferMinutes: number;
  fundingRoute: string;
  funding: Record<string, unknown>;
  medicareReferralId?: string;
  discountCode?: string;
  claimingReferrerId?: string;
  quote: SessionQuoteRecord & { eligible: boolean; warnings: string[] };
  status: ReservationStatus;
  sessionId: string;
  expiresAt: Date;
  createdAt: Date;
  /** Set when the psychologist made it during a session with the client (in-session booking). */
  bookedByPsychologistId?: string;
  /** The psychologist's cancellation policy when the time was held: what the client agrees to. */
  lateCancellationHours?: number;
  /** Unset: the late-cancellation fee is the session's fee. */
  lateCancellationFeeCents?: number;
}

const priceReservationSchema = new Schema<PriceReservationRecord>(
  {
    _id: { type: String, required: true },
    patientId: { type: String, required: true },
    psychologistId: { type: String, required: true },
    startsAt: { type: Date, required: true },
    endsAt: { type: Date, required: true },
    timezoneId: { type: String, required: true },
    durationMinutes: { type: Number, required: true },
    sessionDurationTypeId: { type: Number, required: true },
    therapyTypeId: { type: Number, required: true },
    bufferMinutes: { type: Number, required: true },
    fundingRoute: { type: String, required: true },
    funding: { type: Schema.Types.Mixed, default: {} },
    medicareReferralId: { type: String },
    discountCode: { type: String },
    claimingReferrerId: { type: String },
    quote: { type: Schema.Types.Mixed, required: true },
    status: { type: String, required: true },
    sessionId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    bookedByPsychologistId: { type: String },
    lateCancellationHours: { type: Number },
    lateCancellationFeeCents: { type: Number },
  },
  { collection: 'price_reservations', versionKey: false, minimize: false },
);
priceReservationSchema.index({ patientId: 1 });
// The expiry sweep reads the held ones (equality: pushed down on FerretDB).
priceReservationSchema.index({ status: 1 });

export const PriceReservationModel = model<PriceReservationRecord>('PriceReservation', priceReservationSchema);

/** How long a reservation holds its time. */
export const RESERVATION_HOLD_MINUTES = 10;

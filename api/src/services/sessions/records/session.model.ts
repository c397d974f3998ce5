import { Schema, model } from 'mongoose';
import type { MoneyBreakdown } from '../../../lib/money';

/**
 * A booked session (spec §3 Session). One record per appointment between a client (the lead
 * participant) and a psychologist. Times are UTC instants; `timezoneId` is the zone the client
 * booked in, kept so messages and pages can show the time as they chose it.
 *
 * The booking service writes these; the directory (next available), messaging (who may message
 * whom), the client and practice areas read them. A session only ever claims its time through
 * slot locks (`../availability/slot-lock.model.ts`), never by a query-then-insert.
 */
export type SessionStatus = 'Pending' | 'Completed' | 'Cancelled';
export type SessionPaymentStatus = 'NotDue' | 'Pending' | 'Paid' | 'Failed' | 'NotRequired';

export interface SessionParticipantRecord {
  userId: string;
  userType: 'client' | 'psychologist';
  isLeadParticipant: boolean;
}

export interface SessionRecord {
  _id: string;
  /** The client's user id (the lead participant). */
  patientId: string;
  psychologistId: string;
  sessionParticipants: SessionParticipantRecord[];
  startsAt: Date;
  endsAt: Date;
  timezoneId: string;
  sessionDurationTypeId: string;
  durationMinutes: number;
  therapyTypeId: string;
  /** Funding route the session was booked under (private, Medicare, BulkBilled, NDIS, DVA, WorkersComp, Partnership). */
  sessionType: string;
  sessionStatus: SessionStatus;
  paymentStatus: SessionPaymentStatus;
  bookingGroupId?: string;
  priceReservationId?: string;
  createdAt: Date;
  cancelledAt?: Date;
  /** Booking: the quote the client accepted (integer cents) and the funding details given. */
  quote?: SessionQuoteRecord;
  funding?: Record<string, unknown>;
  /** The Medicare referral a Better Access session counts against (sessions on a referral). */
  medicareReferralId?: string;
  discountCode?: string;
  cancellation?: SessionCancellationRecord;
  /** Times this session was moved (the reminders and charge follow the current time). */
  rescheduleCount?: number;
  /** The cancellation terms the client accepted at booking (`booking/session-terms.ts`). */
  terms?: SessionTermsRecord;
  /** A late reschedule by the client: the late fee, charged with the session's own charge. */
  lateRescheduleFeeCents?: number;
  /** Set when the psychologist ends the session (video calls, POST /sessions/{id}/end). */
  endedAt?: Date;
  endedBy?: string;
  outcome?: SessionOutcome;
  /** The psychologist's re-classification of the funding type (PUT /sessions/{id}/update-session-type). */
  sessionTypeReport?: SessionTypeReportRecord;
}

/** How a session ended, as the psychologist records it. */
export type SessionOutcome = 'Completed' | 'ClientDidNotAttend' | 'EndedEarly';

export interface SessionTypeReportRecord {
  sessionTypeId: number;
  reasonId: number;
  reasonOther?: string;
  reportedBy: string;
  reportedAt: Date;
}

export interface SessionQuoteRecord extends MoneyBreakdown {
  item?: string;
  /** The funder's rates row the quote used, and the date it applies from. */
  rateId?: string;
  rateEffectiveFrom?: string;
}

export interface SessionTermsRecord {
  /** Cancelling or rescheduling later than this many hours before the start is late. */
  lateCancellationHours: number;
  /** The late fee (never above the session's fee). */
  lateCancellationFeeCents: number;
  acceptedAt: Date;
  /** booking: stored when booked; reservation / default: read later for a session booked before terms were stored. */
  source: 'booking' | 'reservation' | 'default';
}

export interface SessionCancellationRecord {
  byUserId: string;
  byUserType: 'client' | 'psychologist';
  reason?: string;
  reasonId?: number;
  reasonOther?: string;
  /** The late-cancellation fee charged (0 when outside the window or cancelled by the psychologist). */
  feeCents: number;
}

const participantSchema = new Schema<SessionParticipantRecord>(
  {
    userId: { type: String, required: true },
    userType: { type: String, required: true },
    isLeadParticipant: { type: Boolean, required: true },
  },
  { _id: false },
);

const sessionSchema = new Schema<SessionRecord>(
  {
    _id: { type: String, required: true },
    patientId: { type: String, required: true },
    psychologistId: { type: String, required: true },
    sessionParticipants: { type: [participantSchema], required: true },
    startsAt: { type: Date, required: true },
    endsAt: { type: Date, required: true },
    timezoneId: { type: String, required: true },
    sessionDurationTypeId: { type: String, required: true },
    durationMinutes: { type: Number, required: true },
    therapyTypeId: { type: String, required: true },
    sessionType: { type: String, required: true },
    sessionStatus: { type: String, required: true },
    paymentStatus: { type: String, required: true },
    bookingGroupId: { type: String },
    priceReservationId: { type: String },
    createdAt: { type: Date, required: true },
    cancelledAt: { type: Date },
    quote: { type: Schema.Types.Mixed },
    funding: { type: Schema.Types.Mixed },
    medicareReferralId: { type: String },
    discountCode: { type: String },
    cancellation: { type: Schema.Types.Mixed },
    rescheduleCount: { type: Number },
    terms: { type: Schema.Types.Mixed },
    lateRescheduleFeeCents: { type: Number },
    endedAt: { type: Date },
    endedBy: { type: String },
    outcome: { type: String },
    sessionTypeReport: {
      type: new Schema<SessionTypeReportRecord>(
        {
          sessionTypeId: { type: Number, required: true },
          reasonId: { type: Number, required: true },
          reasonOther: { type: String },
          reportedBy: { type: String, required: true },
          reportedAt: { type: Date, required: true },
        },
        { _id: false },
      ),
    },
  },
  { collection: 'sessions', versionKey: false },
);
// Equality on one top-level field is what FerretDB pushes down to PostgreSQL (docs/database.md).
sessionSchema.index({ patientId: 1 });
sessionSchema.index({ psychologistId: 1 });

export const SessionModel = model<SessionRecord>('Session', sessionSchema);

import { SessionModel, type SessionCancellationRecord, type SessionPaymentStatus, type SessionRecord, type SessionTermsRecord } from './session.model';

/**
 * The writes other domains make to a session record (booking books, moves and cancels; payments
 * record the charge). Each is the one update it always was: FerretDB updates are read-then-write,
 * so what decides a race stays with the caller's unique-index inserts (slot locks, claims).
 */

/** Inserts a new session; a duplicate id throws the duplicate-key error for the caller to answer. */
export async function createSession(session: SessionRecord): Promise<void> {
  await SessionModel.create(session);
}

/** Undoes a booking that failed after its insert: only the session this booking wrote (same reservation and instant). */
export async function removeSessionBookedBy(sessionId: string, booking: { priceReservationId: string; createdAt: Date }): Promise<void> {
  await SessionModel.deleteOne({ _id: sessionId, priceReservationId: booking.priceReservationId, createdAt: booking.createdAt });
}

export async function setSessionPaymentStatus(sessionId: string, paymentStatus: SessionPaymentStatus): Promise<void> {
  await SessionModel.updateOne({ _id: sessionId }, { $set: { paymentStatus } });
}

export interface SessionCancellation {
  cancelledAt: Date;
  cancellation: SessionCancellationRecord;
  paymentStatus: SessionPaymentStatus;
  /** The terms read for a session booked before terms were stored, kept with it now. */
  terms?: SessionTermsRecord;
  /** The psychologist cancelling waives a late-reschedule fee the client owed. */
  waiveLateRescheduleFee: boolean;
}

/** Marks a session cancelled, with who cancelled, the fee and what is now due. */
export async function cancelSessionRecord(sessionId: string, change: SessionCancellation): Promise<void> {
  const { cancelledAt, cancellation, paymentStatus, terms, waiveLateRescheduleFee } = change;
  await SessionModel.updateOne(
    { _id: sessionId },
    { $set: { sessionStatus: 'Cancelled', cancelledAt, cancellation, paymentStatus, ...(terms && { terms }) }, ...(waiveLateRescheduleFee && { $unset: { lateRescheduleFeeCents: 1 } }) },
  );
}

export type SessionMove = Pick<SessionRecord, 'startsAt' | 'endsAt' | 'rescheduleCount'> &
  Partial<Pick<SessionRecord, 'medicareReferralId' | 'lateRescheduleFeeCents' | 'paymentStatus' | 'terms'>>;

/** Moves a session to its new time, with what the move changed (count, referral, late fee, terms). */
export async function moveSession(sessionId: string, move: SessionMove): Promise<void> {
  await SessionModel.updateOne({ _id: sessionId }, { $set: move });
}

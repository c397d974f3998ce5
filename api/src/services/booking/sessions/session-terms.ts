import { PriceReservationModel } from '../reservations/price-reservation.model';
import type { SessionQuoteRecord, SessionRecord, SessionTermsRecord } from '../../sessions';
import { DEFAULT_LATE_CANCELLATION_HOURS } from '../../availability';

/**
 * The cancellation terms a client accepts when booking, frozen on the session: cancel and
 * reschedule read them, never the psychologist's current policy. The policy (`docs/booking.md`):
 * - cancelling or rescheduling later than `lateCancellationHours` before the start is late;
 * - a late cancellation by the client costs the fee; so does a late reschedule by the client (it
 *   counts as a late cancellation), added to the session's own charge after it;
 * - a session carries at most one late fee, and the fee never exceeds the session's fee;
 * - the psychologist's own cancellations and reschedules are free for the client.
 */
type QuoteParts = Pick<SessionQuoteRecord, 'feeCents' | 'outOfPocketCents'>;

/** The psychologist's fee (default: what the client pays for the session), never above the session's fee. */
export function lateFeeCents(policyFeeCents: number | undefined, quote: QuoteParts): number {
  return Math.max(0, Math.min(policyFeeCents ?? quote.outOfPocketCents, quote.feeCents));
}

export function termsFor(policy: { lateCancellationHours?: number; lateCancellationFeeCents?: number }, quote: QuoteParts, acceptedAt: Date, source: SessionTermsRecord['source']): SessionTermsRecord {
  return {
    lateCancellationHours: policy.lateCancellationHours ?? DEFAULT_LATE_CANCELLATION_HOURS,
    lateCancellationFeeCents: lateFeeCents(policy.lateCancellationFeeCents, quote),
    acceptedAt,
    source,
  };
}

const NO_QUOTE: QuoteParts = { feeCents: 0, outOfPocketCents: 0 };

/**
 * The session's terms. Sessions booked before terms were stored take them from their price
 * reservation (which recorded the policy when the time was held); a session without one (arranged
 * by the psychologist) gets the default: 24 hours, the fee being its out-of-pocket.
 */
export async function termsOf(session: SessionRecord): Promise<SessionTermsRecord> {
  if (session.terms) return session.terms;
  const quote = session.quote ?? NO_QUOTE;
  const reservation = session.priceReservationId ? await PriceReservationModel.findById(session.priceReservationId).lean() : null;
  if (reservation) return termsFor(reservation, quote, reservation.createdAt, 'reservation');
  return termsFor({}, quote, session.createdAt, 'default');
}

export interface LateChange {
  freeUntil: Date;
  /** Changing now is inside the window. */
  isLate: boolean;
  /** What a client's late cancellation or reschedule now adds (0 once a late fee is owed). */
  addsFeeCents: number;
  /** Late fees already owed on this session (a late reschedule). */
  owedCents: number;
}

/** What cancelling or rescheduling now means for the client under the session's own terms. */
export function lateChange(session: Pick<SessionRecord, 'startsAt' | 'lateRescheduleFeeCents'>, terms: SessionTermsRecord, now: Date): LateChange {
  const freeUntil = new Date(session.startsAt.getTime() - terms.lateCancellationHours * 3_600_000);
  const isLate = now >= freeUntil;
  const owedCents = session.lateRescheduleFeeCents ?? 0;
  return { freeUntil, isLate, addsFeeCents: isLate && owedCents === 0 ? terms.lateCancellationFeeCents : 0, owedCents };
}

import { DEFAULT_LATE_CANCELLATION_HOURS } from '../../availability';
import { lateFeeCents } from '../sessions/session-terms';
import type { PriceQuote } from '../../payments';
import type { PriceReservationRecord } from './price-reservation.model';
import type { PriceReservation } from './price-reservation.types';

export function toPriceReservation(record: PriceReservationRecord): PriceReservation {
  const hours = record.lateCancellationHours ?? DEFAULT_LATE_CANCELLATION_HOURS;
  return {
    reservationId: record._id,
    psychologistId: record.psychologistId,
    sessionStartDate: record.startsAt,
    sessionEndDate: record.endsAt,
    timezoneId: record.timezoneId,
    sessionDurationTypeId: record.sessionDurationTypeId,
    therapyTypeId: record.therapyTypeId,
    durationMinutes: record.durationMinutes,
    status: record.status,
    expiresAt: record.expiresAt,
    quote: record.quote as unknown as PriceQuote,
    ...(record.status === 'Booked' && { sessionId: record.sessionId }),
    cancellationPolicy: {
      lateCancellationHours: hours,
      lateCancellationFeeCents: lateFeeCents(record.lateCancellationFeeCents, record.quote),
      freeCancellationUntil: new Date(record.startsAt.getTime() - hours * 3_600_000),
    },
  };
}

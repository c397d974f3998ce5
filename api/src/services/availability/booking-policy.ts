import { AvailabilityModel } from './availability.model';
import { DEFAULT_TIMEZONE_ID } from '../reference-data';

/** The psychologist's rules a booking needs (defaults when they have not set availability yet). */
export interface BookingPolicy {
  bufferMinutes: number;
  minimumNoticeHours: number;
  horizonDays: number;
  lateCancellationHours: number;
  lateCancellationFeeCents?: number;
  timeZone: string;
}

export const DEFAULT_LATE_CANCELLATION_HOURS = 24;

export async function bookingPolicyOf(psychologistId: string): Promise<BookingPolicy> {
  const record = await AvailabilityModel.findById(psychologistId).lean();
  return {
    bufferMinutes: record?.bufferMinutes ?? 10,
    minimumNoticeHours: record?.minimumNoticeHours ?? 12,
    horizonDays: record?.horizonDays ?? 56,
    lateCancellationHours: record?.lateCancellationHours ?? DEFAULT_LATE_CANCELLATION_HOURS,
    lateCancellationFeeCents: record?.lateCancellationFeeCents,
    timeZone: record?.timeZone ?? DEFAULT_TIMEZONE_ID,
  };
}

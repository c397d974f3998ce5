import { invalidField } from '../../http/validation';
import { forbidden } from '../../http/problem';
import { sessionDurationTypes } from '../reference-data';
import type { AvailableSlot } from './availability.types';
import type { AvailabilityTokenScope } from './availability-token';
import { defaultDuration, readSlotsInput } from './next-available';
import { bookableSlots } from './slot-engine';
import { presentSlot } from './slot-label';
import { isApprovedPsychologist } from './slots-input-cache';
import { isKnownTimeZone } from '../../lib/wall-clock';

/** Longest range one call may ask for. */
export const MAX_RANGE_DAYS = 31;
const DAY = 24 * 60 * 60 * 1000;
const offeredDurations = new Set(sessionDurationTypes.map((d) => d.value));

export interface PsychologistSlots {
  psychologistId: string;
  /** The psychologist's own zone. */
  timeZone: string;
  durationMinutes: number;
  slots: AvailableSlot[];
}

export interface SlotRangeQuery {
  from: Date;
  to: Date;
  /** The viewer's IANA zone: labels are in it. */
  timeZone: string;
  durationMinutes?: number;
}

/** 422 naming the field for a bad range, zone or duration. */
export function checkSlotRangeQuery(query: SlotRangeQuery): void {
  if (Number.isNaN(query.from.getTime())) throw invalidField('from', 'must be a date-time');
  if (Number.isNaN(query.to.getTime())) throw invalidField('to', 'must be a date-time');
  if (query.to.getTime() <= query.from.getTime()) throw invalidField('to', 'must be after from');
  if (query.to.getTime() - query.from.getTime() > MAX_RANGE_DAYS * DAY) throw invalidField('to', `must be at most ${MAX_RANGE_DAYS} days after from`);
  if (!isKnownTimeZone(query.timeZone)) throw invalidField('timeZone', 'must be an IANA time zone such as Australia/Perth');
  if (query.durationMinutes !== undefined && !offeredDurations.has(query.durationMinutes))
    throw invalidField('durationMinutes', `must be one of ${[...offeredDurations].join(', ')}`);
}

/**
 * One psychologist's bookable starts labelled for the viewer, or null when they are not an
 * approved psychologist, have set no availability, or (when asked) take no new clients.
 */
export async function slotsForViewer(psychologistId: string, query: SlotRangeQuery, options: { newClientsOnly: boolean; now: Date }): Promise<PsychologistSlots | null> {
  const [approved, input] = await Promise.all([isApprovedPsychologist(psychologistId), readSlotsInput(psychologistId, options.now, { cachedRules: true })]);
  if (!approved || !input) return null;
  if (options.newClientsOnly && !input.rules.isAvailableForNewClients) return null;
  const durationMinutes = defaultDuration(input.rules, query.durationMinutes);
  const starts = bookableSlots(input.rules, input.busy, { from: query.from, to: query.to, durationMinutes, now: options.now });
  return { psychologistId, timeZone: input.rules.timeZone, durationMinutes, slots: starts.map((start) => presentSlot(start, query.timeZone)) };
}

/** A browser names the page's origin on cross-origin reads: it must be the one the token was issued to. */
export function checkAvailabilityOrigin(scope: AvailabilityTokenScope, origin: string | undefined): void {
  if (origin && origin !== scope.origin) throw forbidden('This availability token was issued to another site.');
}

/** GET /sessions/booking/availability: the token's psychologists, each read with its own equality queries, in parallel. */
export async function readBookingAvailability(
  scope: AvailabilityTokenScope,
  query: SlotRangeQuery,
  request: { origin?: string; now?: Date },
): Promise<{ timeZone: string; psychologists: PsychologistSlots[] }> {
  checkAvailabilityOrigin(scope, request.origin);
  checkSlotRangeQuery(query);
  const now = request.now ?? new Date();
  const answers = await Promise.all(scope.psychologistIds.map((id) =>
      slotsForViewer(id, query, { newClientsOnly: scope.newClientsOnly && !scope.knownPsychologistIds?.includes(id), now }),
    ));
  return { timeZone: query.timeZone, psychologists: answers.filter((answer): answer is PsychologistSlots => answer !== null) };
}

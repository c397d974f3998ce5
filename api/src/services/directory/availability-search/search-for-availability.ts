import { invalidField } from '../../../http/validation';
import { psychologistIdsWithAvailability } from '../../availability';
import { checkSlotRangeQuery, slotsForViewer, type PsychologistSlots } from '../../availability';
import { offsetMinutesAt } from '../../../lib/wall-clock';
import { psychologistNameOf } from '../../accounts';

export interface SearchForAvailabilityRequest {
  from: Date;
  to: Date;
  /** The viewer's IANA zone: labels and timeOfDay are in it. @maxLength 64 */
  timeZone: string;
  /** Only starts at or after `start` and before `end` on the viewer's clock ('HH:mm'). */
  timeOfDay?: { start: string; end: string };
  /** 20, 50 or 80. */
  durationMinutes?: number;
  /** Only psychologists taking new clients (default true). */
  isAvailableForNewClients?: boolean;
  /** At most this many starts per psychologist (default 20). @isInt @minimum 1 @maximum 200 */
  slotsPerPsychologist?: number;
}

export interface PsychologistWithAvailability extends PsychologistSlots {
  firstName?: string;
  lastName?: string;
}

export interface SearchForAvailabilityAnswer {
  timeZone: string;
  psychologists: PsychologistWithAvailability[];
}

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * POST /users/psychologists/search-for-availability: approved psychologists with a bookable start
 * in the range, soonest first. Candidates are the availability documents (one per psychologist;
 * `isAvailableForNewClients` is a top-level equality FerretDB pushes down), then each is read as
 * the booking page reads it.
 */
export async function searchForAvailability(body: SearchForAvailabilityRequest, now = new Date()): Promise<SearchForAvailabilityAnswer> {
  checkSlotRangeQuery(body);
  if (body.timeOfDay) {
    if (!HH_MM.test(body.timeOfDay.start)) throw invalidField('timeOfDay.start', "must be a time 'HH:mm'");
    if (!HH_MM.test(body.timeOfDay.end)) throw invalidField('timeOfDay.end', "must be a time 'HH:mm'");
    if (body.timeOfDay.end <= body.timeOfDay.start) throw invalidField('timeOfDay.end', 'must be after the start');
  }
  const newClientsOnly = body.isAvailableForNewClients !== false;
  const candidates = await psychologistIdsWithAvailability({ newClientsOnly });
  const limit = body.slotsPerPsychologist ?? 20;
  const found = await Promise.all(
    candidates.map(async (psychologistId) => {
      const answer = await slotsForViewer(psychologistId, body, { newClientsOnly, now });
      if (!answer) return null;
      const slots = body.timeOfDay ? answer.slots.filter((slot) => inTimeOfDay(slot.startsAt, body.timeZone, body.timeOfDay!)) : answer.slots;
      return slots.length > 0 ? { ...answer, slots: slots.slice(0, limit) } : null;
    }),
  );
  const withSlots = found.filter((answer): answer is PsychologistSlots => answer !== null);
  const profiles = await Promise.all(withSlots.map((answer) => psychologistNameOf(answer.psychologistId)));
  return {
    timeZone: body.timeZone,
    psychologists: withSlots
      .map((answer, index) => ({ ...answer, ...(profiles[index]?.firstName && { firstName: profiles[index]!.firstName, lastName: profiles[index]!.lastName }) }))
      .sort((a, b) => a.slots[0].startsAt.localeCompare(b.slots[0].startsAt) || a.psychologistId.localeCompare(b.psychologistId)),
  };
}

function inTimeOfDay(startsAt: string, timeZone: string, timeOfDay: { start: string; end: string }): boolean {
  const at = Date.parse(startsAt);
  const localMinutes = (((Math.floor(at / 60_000) + offsetMinutesAt(timeZone, at)) % 1440) + 1440) % 1440;
  return localMinutes >= minutesOf(timeOfDay.start) && localMinutes < minutesOf(timeOfDay.end);
}

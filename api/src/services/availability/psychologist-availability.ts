import { DEFAULT_TIMEZONE_ID } from '../reference-data';
import { DEFAULT_LATE_CANCELLATION_HOURS } from './booking-policy';
import { AvailabilityModel, type AvailabilityRecord } from './availability.model';
import { validateAvailabilityRules } from './availability-rules';
import type { AvailabilityPreview, PsychologistAvailability, PsychologistAvailabilityRules } from './availability.types';
import { forgetAvailabilityAnswers } from './availability-answer-cache';
import { forgetCachedSlotsInput } from './slots-input-cache';
import { defaultDuration, readSlotsInput } from './next-available';
import { bookableSlots } from './slot-engine';
import { presentSlot } from './slot-label';
import { plusCalendarDays } from '../../lib/wall-clock';

/** The rules a psychologist starts from before they first save (nothing bookable: no weekly hours). */
export const DEFAULT_AVAILABILITY_RULES: PsychologistAvailabilityRules = {
  timeZone: DEFAULT_TIMEZONE_ID,
  weekly: [],
  overrides: [],
  timeOff: [],
  durationsOffered: [50],
  bufferMinutes: 10,
  minimumNoticeHours: 12,
  horizonDays: 56,
  isAvailableForNewClients: true,
};

function toApi(record: AvailabilityRecord): PsychologistAvailability {
  return {
    psychologistId: record.psychologistId,
    isSet: true,
    timeZone: record.timeZone,
    weekly: record.weekly.map(({ weekday, start, end }) => ({ weekday, start, end })),
    overrides: record.overrides.map(({ date, hours }) => ({ date, hours: hours.map(({ start, end }) => ({ start, end })) })),
    timeOff: record.timeOff.map(({ startsAt, endsAt, note }) => ({ startsAt, endsAt, ...(note && { note }) })),
    durationsOffered: record.durationsOffered,
    bufferMinutes: record.bufferMinutes,
    minimumNoticeHours: record.minimumNoticeHours,
    horizonDays: record.horizonDays,
    isAvailableForNewClients: record.isAvailableForNewClients,
    ...(record.busyCalendarUrl && { busyCalendarUrl: record.busyCalendarUrl }),
    lateCancellationHours: record.lateCancellationHours ?? DEFAULT_LATE_CANCELLATION_HOURS,
    ...(record.lateCancellationFeeCents !== undefined && { lateCancellationFeeCents: record.lateCancellationFeeCents }),
    updatedAt: record.updatedAt,
  };
}

/** GET /sessions/psychologist/availability: the signed-in psychologist's own rules (defaults until saved). */
export async function getPsychologistAvailability(psychologistId: string): Promise<PsychologistAvailability> {
  const record = await AvailabilityModel.findOne({ _id: psychologistId }).lean<AvailabilityRecord>();
  return record ? toApi(record) : { psychologistId, isSet: false, ...DEFAULT_AVAILABILITY_RULES, lateCancellationHours: DEFAULT_LATE_CANCELLATION_HOURS };
}

/** PUT /sessions/psychologist/availability: validates everything first (422 naming the field, nothing written), then replaces. */
export async function putPsychologistAvailability(psychologistId: string, rules: PsychologistAvailabilityRules): Promise<PsychologistAvailability> {
  validateAvailabilityRules(rules);
  // The late-cancellation terms are also set from the settings page: a save that leaves them out keeps them.
  const current = rules.lateCancellationHours === undefined || rules.lateCancellationFeeCents === undefined ? await AvailabilityModel.findById(psychologistId).lean<AvailabilityRecord>() : null;
  const lateCancellationHours = rules.lateCancellationHours ?? current?.lateCancellationHours;
  const lateCancellationFeeCents = rules.lateCancellationFeeCents === null ? undefined : (rules.lateCancellationFeeCents ?? current?.lateCancellationFeeCents);
  const record: AvailabilityRecord = {
    _id: psychologistId,
    psychologistId,
    timeZone: rules.timeZone,
    weekly: [...rules.weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start)),
    overrides: [...rules.overrides].sort((a, b) => a.date.localeCompare(b.date)),
    timeOff: [...rules.timeOff].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()),
    durationsOffered: [...rules.durationsOffered].sort((a, b) => a - b),
    bufferMinutes: rules.bufferMinutes,
    minimumNoticeHours: rules.minimumNoticeHours,
    horizonDays: rules.horizonDays,
    isAvailableForNewClients: rules.isAvailableForNewClients,
    ...(rules.busyCalendarUrl && { busyCalendarUrl: rules.busyCalendarUrl }),
    ...(lateCancellationHours !== undefined && { lateCancellationHours }),
    ...(lateCancellationFeeCents !== undefined && { lateCancellationFeeCents }),
    updatedAt: new Date(),
  };
  // One document per psychologist, replaced whole: the last save wins (only its owner writes it).
  await AvailabilityModel.replaceOne({ _id: psychologistId }, record, { upsert: true });
  forgetCachedSlotsInput(psychologistId);
  forgetAvailabilityAnswers();
  return toApi(record);
}

/** The next `days` days of bookable starts as the psychologist's clients would see them, in `timeZone` (default theirs). */
export async function previewPsychologistAvailability(
  psychologistId: string,
  options: { durationMinutes?: number; timeZone?: string; days?: number; now?: Date } = {},
): Promise<AvailabilityPreview> {
  const now = options.now ?? new Date();
  const input = await readSlotsInput(psychologistId, now);
  const rules = input?.rules ?? { ...DEFAULT_AVAILABILITY_RULES, _id: psychologistId, psychologistId, updatedAt: now };
  const timeZone = options.timeZone ?? rules.timeZone;
  const durationMinutes = defaultDuration(rules, options.durationMinutes);
  const to = new Date(plusCalendarDays(rules.timeZone, now.getTime(), options.days ?? 14));
  const starts = input ? bookableSlots(input.rules, input.busy, { from: now, to, durationMinutes, now }) : [];
  return { timeZone, durationMinutes, slots: starts.map((start) => presentSlot(start, timeZone)) };
}

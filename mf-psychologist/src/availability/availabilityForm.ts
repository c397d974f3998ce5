import type { PsychologistAvailability, PsychologistAvailabilityRules } from '@harbour/sdk/availability';

/**
 * The availability editor's form state and its mapping to and from the API. The page edits
 * whole-day changes (dates off, changed hours on a date) as the API's date overrides; time off
 * blocks (UTC instants) set through the API are kept as they are on save.
 */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface RangeForm {
  key: string;
  start: string;
  end: string;
}

export interface OverrideForm {
  key: string;
  date: string;
  notWorking: boolean;
  start: string;
  end: string;
}

export interface AvailabilityForm {
  timeZone: string;
  /** Index 0 = Monday (ISO weekday 1). */
  weekly: RangeForm[][];
  overrides: OverrideForm[];
  timeOff: PsychologistAvailabilityRules['timeOff'];
  durationsOffered: number[];
  bufferMinutes: string;
  minimumNoticeHours: string;
  horizonDays: string;
  isAvailableForNewClients: boolean;
  busyCalendarUrl?: string;
}

let counter = 0;
export const newKey = () => `k${++counter}`;

export function toForm(rules: PsychologistAvailability): AvailabilityForm {
  return {
    timeZone: rules.timeZone,
    weekly: WEEKDAYS.map((_, index) =>
      rules.weekly.filter((range) => range.weekday === index + 1).map((range) => ({ key: newKey(), start: range.start, end: range.end })),
    ),
    overrides: rules.overrides.map((override) => ({
      key: newKey(),
      date: override.date,
      notWorking: override.hours.length === 0,
      start: override.hours[0]?.start ?? '09:00',
      end: override.hours[0]?.end ?? '17:00',
    })),
    timeOff: rules.timeOff,
    durationsOffered: rules.durationsOffered,
    bufferMinutes: String(rules.bufferMinutes),
    minimumNoticeHours: String(rules.minimumNoticeHours),
    horizonDays: String(rules.horizonDays),
    isAvailableForNewClients: rules.isAvailableForNewClients,
    ...(rules.busyCalendarUrl && { busyCalendarUrl: rules.busyCalendarUrl }),
  };
}

/** Numbers as typed: the API names what is wrong (422), so a blank or odd value is sent as-is for it to judge. */
const asNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export function toRules(form: AvailabilityForm): PsychologistAvailabilityRules {
  return {
    timeZone: form.timeZone,
    weekly: form.weekly.flatMap((ranges, index) => ranges.map(({ start, end }) => ({ weekday: index + 1, start, end }))),
    overrides: form.overrides.map(({ date, notWorking, start, end }) => ({ date, hours: notWorking ? [] : [{ start, end }] })),
    timeOff: form.timeOff,
    durationsOffered: form.durationsOffered,
    bufferMinutes: asNumber(form.bufferMinutes),
    minimumNoticeHours: asNumber(form.minimumNoticeHours),
    horizonDays: asNumber(form.horizonDays),
    isAvailableForNewClients: form.isAvailableForNewClients,
    ...(form.busyCalendarUrl && { busyCalendarUrl: form.busyCalendarUrl }),
  };
}

/** What the person reads for a field the API named ('weekly[3].end' → 'Thursday hours, range 1: end …'). */
export function describeField(field: string, form: AvailabilityForm): string {
  const weekly = field.match(/^weekly(?:\[|\.\$)(\d+)\]?\.?(\w+)?/);
  if (weekly) {
    let index = Number(weekly[1]);
    for (let day = 0; day < 7; day++) {
      if (index < form.weekly[day].length) return `${WEEKDAYS[day]} hours, range ${index + 1}`;
      index -= form.weekly[day].length;
    }
  }
  const override = field.match(/^overrides(?:\[|\.\$)(\d+)/);
  if (override) return `Date change ${Number(override[1]) + 1}`;
  const names: Record<string, string> = {
    timeZone: 'Time zone',
    durationsOffered: 'Session lengths',
    bufferMinutes: 'Break between sessions',
    minimumNoticeHours: 'Minimum notice',
    horizonDays: 'How far ahead',
    isAvailableForNewClients: 'New clients',
  };
  return names[field.replace(/^body\./, '').replace(/(\[|\.\$).*$/, '')] ?? field;
}

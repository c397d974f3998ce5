import { TZDate } from '@date-fns/tz';
import type { WeeklyHours } from '../../sessions/availability/availability.model';
import type { TimeOfDay } from './directory.types';

/** Hours [from, to) of each time of day, on the viewer's own clock. */
export const TIME_OF_DAY_HOURS: Record<TimeOfDay, [number, number]> = {
  morning: [6, 12],
  afternoon: [12, 17],
  evening: [17, 22],
};

const STEP_MINUTES = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

function timeOfDayAt(instant: number, viewerZone: string): TimeOfDay | undefined {
  const hour = new TZDate(instant, viewerZone).getHours();
  return (Object.keys(TIME_OF_DAY_HOURS) as TimeOfDay[]).find((key) => hour >= TIME_OF_DAY_HOURS[key][0] && hour < TIME_OF_DAY_HOURS[key][1]);
}

/**
 * The times of day (on the viewer's clock) a psychologist's weekly hours cover in the coming
 * `days` days. Their hours are wall-clock times in their own zone, so the same 9 am start is a
 * different time for a viewer in Perth than in Sydney, and moves by an hour when only one of the
 * two zones changes to or from daylight saving.
 */
export function timesOfDayCovered(weekly: readonly WeeklyHours[], psychologistZone: string, viewerZone: string, now: Date, days = 7): Set<TimeOfDay> {
  const covered = new Set<TimeOfDay>();
  const today = new TZDate(now.getTime(), psychologistZone);
  for (let offset = 0; offset < days && covered.size < 3; offset++) {
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12, 0, psychologistZone);
    const isoWeekday = day.getDay() === 0 ? 7 : day.getDay();
    for (const range of weekly.filter((w) => w.weekday === isoWeekday)) {
      const startMinutes = minutesOf(range.start);
      const endMinutes = minutesOf(range.end);
      for (let m = startMinutes; m < endMinutes; m += STEP_MINUTES) {
        const instant = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(m / 60), m % 60, psychologistZone).getTime();
        if (instant + STEP_MINUTES * 60_000 <= now.getTime() || instant > now.getTime() + days * DAY_MS) continue;
        const key = timeOfDayAt(instant, viewerZone);
        if (key) covered.add(key);
      }
    }
  }
  return covered;
}

/** True when the runtime knows the IANA zone. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

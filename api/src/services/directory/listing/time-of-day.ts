import type { WeeklyHours } from '../../availability';
import { calendarDates, isoWeekday, localDateAt, offsetMinutesAt, plusCalendarDays, wallClockToInstant } from '../../../lib/wall-clock';
import type { TimeOfDay } from './directory.types';

export { isKnownTimeZone } from '../../../lib/wall-clock';

/** Hours [from, to) of each time of day, on the viewer's own clock. */
export const TIME_OF_DAY_HOURS: Record<TimeOfDay, [number, number]> = {
  morning: [6, 12],
  afternoon: [12, 17],
  evening: [17, 22],
};

const STEP_MINUTES = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

function timeOfDayAt(instant: number, viewerZone: string): TimeOfDay | undefined {
  const minutesOfDay = (((Math.floor(instant / 60_000) + offsetMinutesAt(viewerZone, instant)) % 1440) + 1440) % 1440;
  const hour = Math.floor(minutesOfDay / 60);
  return (Object.keys(TIME_OF_DAY_HOURS) as TimeOfDay[]).find((key) => hour >= TIME_OF_DAY_HOURS[key][0] && hour < TIME_OF_DAY_HOURS[key][1]);
}

/**
 * The times of day (on the viewer's clock) a psychologist's weekly hours cover in the coming
 * `days` days. Their hours are wall-clock times in their own zone, so the same 9 am start is a
 * different time for a viewer in Perth than in Sydney, and moves by an hour when only one of the
 * two zones changes to or from daylight saving. Zone maths through the slot engine's wall-clock
 * module (luxon).
 */
export function timesOfDayCovered(weekly: readonly WeeklyHours[], psychologistZone: string, viewerZone: string, now: Date, days = 7): Set<TimeOfDay> {
  const covered = new Set<TimeOfDay>();
  const from = now.getTime();
  const until = from + days * DAY_MS;
  const dates = calendarDates(localDateAt(psychologistZone, from), localDateAt(psychologistZone, plusCalendarDays(psychologistZone, from, days)));
  for (const date of dates) {
    const weekday = isoWeekday(date);
    for (const range of weekly.filter((w) => w.weekday === weekday)) {
      const [sh, sm] = range.start.split(':').map(Number);
      const [eh, em] = range.end.split(':').map(Number);
      for (let m = sh * 60 + sm; m < eh * 60 + em && covered.size < 3; m += STEP_MINUTES) {
        const instant = wallClockToInstant(psychologistZone, date, `${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
        if (instant + STEP_MINUTES * 60_000 <= from || instant > until) continue;
        const key = timeOfDayAt(instant, viewerZone);
        if (key) covered.add(key);
      }
    }
  }
  return covered;
}

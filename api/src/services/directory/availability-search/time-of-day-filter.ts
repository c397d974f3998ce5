import { offsetMinutesAt } from '../../../lib/wall-clock';

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/;

export function isClockTime(value: string): boolean {
  return HH_MM.test(value);
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Whether a start falls in [start, end) on the viewer's clock. */
export function inTimeOfDay(startsAt: Date, timeZone: string, timeOfDay: { start: string; end: string }): boolean {
  const at = startsAt.getTime();
  const localMinutes = (((Math.floor(at / 60_000) + offsetMinutesAt(timeZone, at)) % 1440) + 1440) % 1440;
  return localMinutes >= minutesOf(timeOfDay.start) && localMinutes < minutesOf(timeOfDay.end);
}

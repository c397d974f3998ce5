// Instants in the other shapes pages show them (a day in a list, a time in a timetable, a zone's
// short name): each shape named once here, so no area builds its own Intl formatter and every
// page words the same instant the same way. The zone is the viewer's unless one is given.
import { browserTimeZone } from './clock';

const SHAPES = {
  /** "Tuesday 24 November at 9:00 am AEDT" (a time soon: no year). */
  weekdayTime: { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  /** "Tue, 24 Nov 2026, 9:00 am AEDT" (a list of sessions). */
  shortWeekdayTime: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  /** "9:00 am" (a timetable whose zone is said once). */
  time: { hour: 'numeric', minute: '2-digit' },
  /** "24 Nov 2026". */
  shortDate: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "24 Nov 2026, 9:00 am". */
  shortDateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "24 Nov 2026" (the locale's medium date). */
  mediumDate: { dateStyle: 'medium' },
  /** "24 Nov 2026, 9:00 am" (the locale's medium date, short time). */
  mediumDateTime: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type InstantShape = keyof typeof SHAPES;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(shape: string, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${shape} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat('en-AU', { ...options, timeZone })));
  return made;
}

/** An instant in one of the named shapes, on `timeZone`'s clock (the viewer's by default). */
export function formatInstant(instant: string | number | Date, shape: InstantShape, timeZone: string = browserTimeZone()): string {
  return formatter(shape, SHAPES[shape], timeZone).format(new Date(instant));
}

/** The zone's short name at that instant, "AEDT" or "AEST": which one depends on the date. */
export function zoneAbbreviation(timeZone: string, at: string | number | Date = Date.now()): string {
  return formatter('zone', { timeZoneName: 'short' }, timeZone).formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** The calendar day on `timeZone`'s clock at that instant, 'YYYY-MM-DD' (a date field's value). */
export function calendarDateInZone(timeZone: string = browserTimeZone(), at: string | number | Date = Date.now()): string {
  const parts = Object.fromEntries(formatter('iso', { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone).formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * A near instant in few words with its zone, for a card: "Thu 12 Nov, 9:00 am AEDT". The zone's
 * short name is shown because an Australian reading a time will ask "whose time?".
 */
export function formatBriefInZone(instant: string | number | Date, timeZone: string): string {
  const parts = formatter('brief', { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' }, timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()} ${part('timeZoneName')}`;
}

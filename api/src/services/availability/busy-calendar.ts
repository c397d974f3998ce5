import ICAL from 'ical.js';
import { mergeIntervals, type Interval } from './busy-time';
import { wallClockToInstant } from '../../lib/wall-clock';

/**
 * A psychologist's private iCalendar feed (`busyCalendarUrl`): its events count as
 * busy. Parsed with ical.js (recurring events expanded, VTIMEZONE honoured); free
 * (TRANSP:TRANSPARENT) and cancelled events do not count. Floating times and all-day dates (no
 * zone) are read on the psychologist's clock, never the server's.
 */
const MAX_OCCURRENCES = 2000;
export const BUSY_CALENDAR_TIMEOUT_MS = 3000;
const MAX_BYTES = 2 * 1024 * 1024;

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch ms of an iCalendar time; floating ones (and dates) on `zone`'s clock. */
function instantOf(time: ICAL.Time, zone: string): number {
  const floating = time.isDate || !time.zone || time.zone === ICAL.Timezone.localTimezone;
  if (!floating) return time.toUnixTime() * 1000;
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  return wallClockToInstant(zone, date, time.isDate ? '00:00' : `${pad(time.hour)}:${pad(time.minute)}`) + (time.isDate ? 0 : time.second * 1000);
}

/** Busy intervals in [from, to) from an iCalendar text (pure); `zone` is the psychologist's, for floating times. */
export function busyFromICalendar(text: string, window: { from: Date; to: Date }, zone: string): Interval[] {
  const root = new ICAL.Component(ICAL.parse(text));
  const from = window.from.getTime();
  const to = window.to.getTime();
  const busy: Interval[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    if (String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT') continue;
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    const add = (start: ICAL.Time, end: ICAL.Time) => {
      const s = instantOf(start, zone);
      const e = instantOf(end, zone);
      if (e > from && s < to && e > s) busy.push({ start: new Date(s), end: new Date(e) });
    };
    if (!event.isRecurring()) {
      add(event.startDate, event.endDate);
      continue;
    }
    const occurrences = event.iterator();
    for (let i = 0, next = occurrences.next(); next && i < MAX_OCCURRENCES; i++, next = occurrences.next()) {
      if (instantOf(next, zone) >= to) break;
      const details = event.getOccurrenceDetails(next);
      add(details.startDate, details.endDate);
    }
  }
  return mergeIntervals(busy);
}

/**
 * Fetches and parses a feed, within a timeout, no redirects, at most 2 MB. Only https unless
 * `allowHttp` (tests serve the feed from a local http server). Throws on any failure; callers
 * decide what a failed feed means.
 */
export async function fetchBusyCalendar(url: string, window: { from: Date; to: Date }, zone: string, options: { timeoutMs?: number; allowHttp?: boolean } = {}): Promise<Interval[]> {
  const protocol = new URL(url).protocol;
  if (protocol !== 'https:' && !(options.allowHttp && protocol === 'http:')) throw new Error(`Refusing to fetch a ${protocol} calendar`);
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(options.timeoutMs ?? BUSY_CALENDAR_TIMEOUT_MS), headers: { accept: 'text/calendar' } });
  if (!response.ok) throw new Error(`The calendar answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new Error('The calendar is too large');
  return busyFromICalendar(text, window, zone);
}

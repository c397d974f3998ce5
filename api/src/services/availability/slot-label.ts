/**
 * A slot as a viewer in their own zone reads it: "Sunday 4 October", "9:30 am", "ACDT" (+10:30).
 * Formatting goes through the runtime's ICU time-zone data (Intl), with formatters and answers
 * cached: every psychologist's starts fall on the same half hours, so a page of sixty
 * psychologists needs only a few hundred distinct labels (luxon's toFormat costs ~0.2 ms each).
 */
export interface SlotLabel {
  /** The start instant, ISO 8601 in UTC. */
  startsAt: string;
  /** The viewer's calendar date, 'YYYY-MM-DD'. */
  localDate: string;
  /** e.g. 'Sunday 4 October 2026'. */
  dateLabel: string;
  /** e.g. '9:30 am'. */
  timeLabel: string;
  /**
   * What to show on the button: the time, with the zone when this clock time happens twice that
   * night (clocks going back: '2:30 am AEDT', then '2:30 am AEST'), so two labels never read alike.
   */
  displayTimeLabel: string;
  /** The zone's short name where the locale has one ('AEDT', 'AWST', 'NZDT'), else 'GMT-5'. */
  zoneAbbreviation: string;
  /** UTC offset at that instant, '+10:30'. */
  utcOffset: string;
}

const formatters = new Map<string, { numeric: Intl.DateTimeFormat; words: Intl.DateTimeFormat }>();
// Viewer's zone and locale → start (epoch ms) → label: a hit builds no key string (a fortnight is hundreds of starts per request).
const labels = new Map<string, Map<number, SlotLabel>>();
let labelCount = 0;
const LABEL_LIMIT = 20_000;

function formattersFor(timeZone: string, locale: string) {
  const key = `${timeZone}|${locale}`;
  let found = formatters.get(key);
  if (!found) {
    found = {
      numeric: new Intl.DateTimeFormat('en-US', {
        timeZone, year: 'numeric', month: '2-digit', day: '2-digit', timeZoneName: 'longOffset',
      }),
      words: new Intl.DateTimeFormat(locale, {
        timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short',
      }),
    };
    formatters.set(key, found);
  }
  return found;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at an instant, in minutes. */
function offsetMinutes(instant: Date, timeZone: string): number {
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/**
 * Whether the wall-clock time of this instant also happens at another instant (the hour clocks go
 * back): another offset in force within a few hours, under which the same clock time is real.
 */
function clockRepeats(start: Date, timeZone: string): boolean {
  const own = offsetMinutes(start, timeZone);
  for (const hours of [-3, 3]) {
    const other = offsetMinutes(new Date(start.getTime() + hours * 3_600_000), timeZone);
    if (other === own) continue;
    const twin = new Date(start.getTime() + (own - other) * 60_000);
    if (twin.getTime() !== start.getTime() && offsetMinutes(twin, timeZone) === other) return true;
  }
  return false;
}

/** Present a start instant in the viewer's IANA zone (throws RangeError for an unknown zone). */
export function presentSlot(start: Date, viewerTimeZone: string, locale = 'en-AU'): SlotLabel {
  const clock = `${viewerTimeZone}|${locale}`;
  let ofClock = labels.get(clock);
  const cached = ofClock?.get(start.getTime());
  if (cached) return cached;
  const { numeric, words } = formattersFor(viewerTimeZone, locale);
  const n = Object.fromEntries(numeric.formatToParts(start).map((part) => [part.type, part.value]));
  const w = Object.fromEntries(words.formatToParts(start).map((part) => [part.type, part.value]));
  const offset = n.timeZoneName === 'GMT' ? '+00:00' : n.timeZoneName.replace('GMT', '');
  const timeLabel = `${w.hour}:${w.minute} ${(w.dayPeriod ?? '').toLowerCase()}`.trim();
  const label: SlotLabel = {
    startsAt: start.toISOString(),
    localDate: `${n.year}-${n.month}-${n.day}`,
    dateLabel: `${w.weekday} ${w.day} ${w.month} ${w.year}`,
    timeLabel,
    displayTimeLabel: clockRepeats(start, viewerTimeZone) ? `${timeLabel} ${w.timeZoneName}` : timeLabel,
    zoneAbbreviation: w.timeZoneName,
    utcOffset: offset,
  };
  if (labelCount >= LABEL_LIMIT) {
    labels.clear();
    labelCount = 0;
    ofClock = undefined;
  }
  if (!ofClock) labels.set(clock, (ofClock = new Map()));
  ofClock.set(start.getTime(), label);
  labelCount += 1;
  return label;
}

/** Forget cached formatters and labels (tests re-run under another process `TZ` from scratch). */
export function resetSlotLabelCache(): void {
  formatters.clear();
  labels.clear();
  labelCount = 0;
}

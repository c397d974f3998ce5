// A date and time on someone's own clock → the instant the API books. Intl only (the browser
// bundles ship no date library); the API's luxon does the same with the same rules.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`, as minutes since the epoch read as if it were UTC. */
function wallMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(partsFormatter(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute)) / MINUTE_MS;
}

/** The zone's offset from UTC at `instant`, in minutes. */
const offsetAt = (instant: number, timeZone: string) => wallMinutes(instant, timeZone) - Math.floor(instant / MINUTE_MS);

/**
 * The instant a wall time names in `timeZone`, or null when the date or time is not one. A time
 * repeated when clocks go back means its first occurrence; a time skipped when they go forward
 * means the time an hour later (luxon's rule, which the API's slot engine follows too).
 */
export function instantOfWallTime(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d || !t) return null;
  const asUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (new Date(asUtc).getUTCDate() !== Number(d[3])) return null; // 31 February and the like
  // The offsets a day either side cover any changeover on this date.
  const offsets = [...new Set([offsetAt(asUtc - DAY_MS, timeZone), offsetAt(asUtc + DAY_MS, timeZone)])];
  const matches = offsets.map((offset) => asUtc - offset * MINUTE_MS).filter((instant) => wallMinutes(instant, timeZone) * MINUTE_MS === asUtc);
  if (matches.length > 0) return new Date(Math.min(...matches));
  // Skipped by the changeover: read it with the offset from before, which lands an hour later.
  return new Date(asUtc - offsets[0] * MINUTE_MS);
}

import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE_ID } from '../reference-data';

/** Where a recipient's times are shown when we know nothing better (Harbour's home zone). */
export const DEFAULT_RECIPIENT_ZONE = DEFAULT_TIMEZONE_ID;

const isOffsetOnly = (name: string) => /^(GMT|UTC)[+-]/.test(name);

/**
 * The zone's abbreviation at that instant: AEDT, AWST, ACST, NZDT… Australian English names the
 * Australian and New Zealand zones; American English names the North American ones; elsewhere the
 * offset (GMT+8) is the name people see.
 */
export function zoneAbbreviation(instant: Date, zone: string): string {
  const at = DateTime.fromJSDate(instant, { zone });
  const australian = at.setLocale('en-AU').toFormat('ZZZZ');
  if (!isOffsetOnly(australian)) return australian;
  const american = at.setLocale('en-US').toFormat('ZZZZ');
  return isOffsetOnly(american) ? australian : american;
}

/** A zone luxon knows, else the default (a stored zone name can outlive a tz database rename). */
export function usableZone(zone: string | undefined): string {
  return zone && DateTime.now().setZone(zone).isValid ? zone : DEFAULT_RECIPIENT_ZONE;
}

/** "Monday 7 December 2026, 10:00 am AEDT": an email's time, as the recipient reads it. */
export function formatRecipientTime(instant: Date, zone: string): string {
  const z = usableZone(zone);
  const at = DateTime.fromJSDate(instant, { zone: z }).setLocale('en-AU');
  return `${at.toFormat('cccc d LLLL yyyy, h:mm')} ${at.toFormat('a').toLowerCase()} ${zoneAbbreviation(instant, z)}`;
}

/** "Mon 7 Dec, 10:00 am AEDT": the same, short enough for a text message. */
export function formatRecipientTimeShort(instant: Date, zone: string): string {
  const z = usableZone(zone);
  const at = DateTime.fromJSDate(instant, { zone: z }).setLocale('en-AU');
  return `${at.toFormat('ccc d LLL, h:mm')} ${at.toFormat('a').toLowerCase()} ${zoneAbbreviation(instant, z)}`;
}

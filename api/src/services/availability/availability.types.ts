/** API shapes of a psychologist's availability (spec §7 PUT and GET /psychologist/availability). */
export interface AvailabilityTimeRange {
  /** Wall-clock time in the psychologist's zone, 'HH:mm' (24 h). @pattern ^([01][0-9]|2[0-3]):[0-5][0-9]$ */
  start: string;
  /** 'HH:mm', after start; '24:00' = midnight at the end of the day. @pattern ^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$ */
  end: string;
}

export interface AvailabilityWeeklyHours extends AvailabilityTimeRange {
  /** ISO weekday: 1 = Monday … 7 = Sunday. @isInt @minimum 1 @maximum 7 */
  weekday: number;
}

export interface AvailabilityDateOverride {
  /** A date in the psychologist's zone. @pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ */
  date: string;
  /** The hours that day instead of the weekly ones; empty = not working. @maxItems 12 */
  hours: AvailabilityTimeRange[];
}

export interface AvailabilityTimeOff {
  startsAt: Date;
  endsAt: Date;
  /** @maxLength 200 */
  note?: string;
}

/** A psychologist's booking rules as they edit them. */
export interface PsychologistAvailabilityRules {
  /** IANA zone the hours are in, one of the /timezones taxonomy. @maxLength 64 */
  timeZone: string;
  /** @maxItems 70 */
  weekly: AvailabilityWeeklyHours[];
  /** @maxItems 400 */
  overrides: AvailabilityDateOverride[];
  /** @maxItems 200 */
  timeOff: AvailabilityTimeOff[];
  /** Minutes, from the session duration types (20, 50, 80). @minItems 1 @maxItems 3 */
  durationsOffered: number[];
  /** Minutes between sessions. @isInt @minimum 0 @maximum 120 */
  bufferMinutes: number;
  /** @isInt @minimum 0 @maximum 336 */
  minimumNoticeHours: number;
  /** How many days ahead clients may book. @isInt @minimum 1 @maximum 365 */
  horizonDays: number;
  isAvailableForNewClients: boolean;
  /** A private iCalendar (https) URL whose busy times count as unavailable. @maxLength 2000 */
  busyCalendarUrl?: string;
  /**
   * Late-cancellation window: a client cancelling less than this many hours before the session
   * pays the fee. Omit to keep the current value (24 until set). @isInt @minimum 0 @maximum 168
   */
  lateCancellationHours?: number;
  /**
   * The late-cancellation fee in cents (AUD, at most $500). Omit to keep the current one; null to
   * go back to the default, the session's own out-of-pocket amount. @isInt @minimum 0 @maximum 50000
   */
  lateCancellationFeeCents?: number | null;
}

export interface PsychologistAvailability extends PsychologistAvailabilityRules {
  psychologistId: string;
  /** False until the psychologist first saves: the rules shown are the defaults. */
  isSet: boolean;
  updatedAt?: Date;
}

/** A bookable start as a viewer reads it in their own zone. */
export interface AvailableSlot {
  /** The start instant, ISO 8601 UTC. */
  startsAt: string;
  /** The viewer's date, 'YYYY-MM-DD'. */
  localDate: string;
  dateLabel: string;
  timeLabel: string;
  /** The time for the button: with the zone when that clock time happens twice that night ('2:30 am AEDT'). */
  displayTimeLabel: string;
  zoneAbbreviation: string;
  utcOffset: string;
}

export interface AvailabilityPreview {
  timeZone: string;
  durationMinutes: number;
  slots: AvailableSlot[];
}

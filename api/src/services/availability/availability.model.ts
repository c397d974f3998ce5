import { Schema, model } from 'mongoose';

/**
 * A psychologist's booking rules: weekly hours in their own time zone, date
 * overrides and time off, the durations they offer, buffer, minimum notice and horizon.
 * One document per psychologist (`_id` = their user id). The slot engine turns this, plus the
 * busy time from slot locks, into bookable start times.
 */
export interface TimeRange {
  /** Wall-clock time in the psychologist's zone, 'HH:mm' (24 h). `end` may be '24:00'. */
  start: string;
  end: string;
}

export interface WeeklyHours extends TimeRange {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
}

export interface DateOverride {
  /** A calendar date in the psychologist's zone, 'YYYY-MM-DD'. */
  date: string;
  /** The hours that day instead of the weekly ones; empty = not working that day. */
  hours: TimeRange[];
}

export interface TimeOff {
  /** UTC instants. */
  startsAt: Date;
  endsAt: Date;
  note?: string;
}

export interface AvailabilityRecord {
  _id: string;
  psychologistId: string;
  /** IANA zone the weekly hours are in, e.g. 'Australia/Adelaide'. */
  timeZone: string;
  weekly: WeeklyHours[];
  overrides: DateOverride[];
  timeOff: TimeOff[];
  /** Minutes, from the session duration types offered (e.g. [50, 80]). */
  durationsOffered: number[];
  bufferMinutes: number;
  minimumNoticeHours: number;
  horizonDays: number;
  isAvailableForNewClients: boolean;
  /** A private iCalendar URL whose busy times count as unavailable. */
  busyCalendarUrl?: string;
  /** Cancellation policy (booking): a client cancelling less than this many hours before pays the fee. Default 24. */
  lateCancellationHours?: number;
  /** The late-cancellation fee in cents; default the session's own out-of-pocket amount. */
  lateCancellationFeeCents?: number;
  updatedAt: Date;
}

const rangeFields = { start: { type: String, required: true }, end: { type: String, required: true } };

const availabilitySchema = new Schema<AvailabilityRecord>(
  {
    _id: { type: String, required: true },
    psychologistId: { type: String, required: true },
    timeZone: { type: String, required: true },
    weekly: { type: [new Schema({ weekday: { type: Number, required: true }, ...rangeFields }, { _id: false })], default: [] },
    overrides: {
      type: [new Schema({ date: { type: String, required: true }, hours: { type: [new Schema(rangeFields, { _id: false })], default: [] } }, { _id: false })],
      default: [],
    },
    timeOff: {
      type: [new Schema({ startsAt: { type: Date, required: true }, endsAt: { type: Date, required: true }, note: String }, { _id: false })],
      default: [],
    },
    durationsOffered: { type: [Number], default: [50] },
    bufferMinutes: { type: Number, default: 10 },
    minimumNoticeHours: { type: Number, default: 12 },
    horizonDays: { type: Number, default: 56 },
    isAvailableForNewClients: { type: Boolean, default: true },
    busyCalendarUrl: { type: String },
    lateCancellationHours: { type: Number },
    lateCancellationFeeCents: { type: Number },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'psychologist_availability', versionKey: false },
);

export const AvailabilityModel = model<AvailabilityRecord>('PsychologistAvailability', availabilitySchema);

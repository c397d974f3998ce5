import type { WeeklyHours } from '../services/availability/availability.model';
import { bookableSlots, type SlotRules } from '../services/availability/slot-engine';
import { presentSlot } from '../services/availability/slot-label';

/**
 * The slot engine's table, shared by its jest suite and by the child process that
 * re-runs it under several time zones of the process itself (slot-engine-under-zones.ts).
 */
export const weekdays9to5: WeeklyHours[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

export function rules(timeZone: string, overrides: Partial<SlotRules> = {}): SlotRules {
  return { timeZone, weekly: weekdays9to5, overrides: [], timeOff: [], durationsOffered: [50, 80], bufferMinutes: 10, minimumNoticeHours: 12, horizonDays: 365, ...overrides };
}

/** A clock well before every case, inside the (365-day) horizon of each. */
export const longAgo = new Date('2026-06-01T00:00:00Z');
/** Monday 23 November 2026, a whole UTC day either side so every zone's Monday is inside. */
export const mondayRange = { from: new Date('2026-11-22T12:00:00Z'), to: new Date('2026-11-23T12:00:00Z') };

/** How the psychologist reads each start on their own clock. */
export function onTheirClock(starts: Date[], zone: string): string[] {
  return starts.map((start) => {
    const label = presentSlot(start, zone);
    return `${label.localDate} ${label.timeLabel} ${label.zoneAbbreviation}`;
  });
}

export interface SlotCase {
  name: string;
  rules: SlotRules;
  query: { from: Date; to: Date; durationMinutes: number; now: Date };
  busy?: { start: Date; end: Date }[];
  count: number;
  first?: string;
  last?: string;
  /** Exact starts on the psychologist's clock, when the case is about them. */
  labels?: string[];
}

export const slotCases: SlotCase[] = [
  { name: 'Perth (UTC+8, no daylight saving): 9:00–16:00 starts for 50 min', rules: rules('Australia/Perth'), query: { ...mondayRange, durationMinutes: 50, now: longAgo }, count: 15, first: '2026-11-23T01:00:00.000Z', last: '2026-11-23T08:00:00.000Z' },
  { name: 'Darwin (UTC+9:30, no daylight saving)', rules: rules('Australia/Darwin'), query: { ...mondayRange, durationMinutes: 50, now: longAgo }, count: 15, first: '2026-11-22T23:30:00.000Z', last: '2026-11-23T06:30:00.000Z' },
  { name: 'Adelaide in summer (UTC+10:30)', rules: rules('Australia/Adelaide'), query: { ...mondayRange, durationMinutes: 50, now: longAgo }, count: 15, first: '2026-11-22T22:30:00.000Z', last: '2026-11-23T05:30:00.000Z' },
  { name: 'Adelaide in winter (UTC+9:30)', rules: rules('Australia/Adelaide'), query: { from: new Date('2026-07-19T12:00:00Z'), to: new Date('2026-07-20T12:00:00Z'), durationMinutes: 50, now: longAgo }, count: 15, first: '2026-07-19T23:30:00.000Z' },
  { name: 'Brisbane (UTC+10, no daylight saving) in summer', rules: rules('Australia/Brisbane'), query: { ...mondayRange, durationMinutes: 50, now: longAgo }, count: 15, first: '2026-11-22T23:00:00.000Z' },
  { name: 'Sydney in summer (UTC+11)', rules: rules('Australia/Sydney'), query: { ...mondayRange, durationMinutes: 50, now: longAgo }, count: 15, first: '2026-11-22T22:00:00.000Z', last: '2026-11-23T05:00:00.000Z' },
  { name: 'Melbourne in winter (UTC+10)', rules: rules('Australia/Melbourne'), query: { from: new Date('2026-07-19T12:00:00Z'), to: new Date('2026-07-20T12:00:00Z'), durationMinutes: 50, now: longAgo }, count: 15, first: '2026-07-19T23:00:00.000Z' },
  { name: 'Hobart in summer (UTC+11)', rules: rules('Australia/Hobart'), query: { ...mondayRange, durationMinutes: 50, now: longAgo }, count: 15, first: '2026-11-22T22:00:00.000Z' },
  { name: 'Lord Howe in summer (UTC+11, half-hour daylight saving)', rules: rules('Australia/Lord_Howe'), query: { ...mondayRange, durationMinutes: 50, now: longAgo }, count: 15, first: '2026-11-22T22:00:00.000Z' },
  { name: 'Auckland in summer (UTC+13): Monday starts on Sunday in UTC', rules: rules('Pacific/Auckland'), query: { ...mondayRange, durationMinutes: 50, now: longAgo }, count: 15, first: '2026-11-22T20:00:00.000Z', last: '2026-11-23T03:00:00.000Z' },
  { name: '80 minutes: the last start leaves room for the whole session', rules: rules('Australia/Sydney'), query: { ...mondayRange, durationMinutes: 80, now: longAgo }, count: 14, last: '2026-11-23T04:30:00.000Z' },
  { name: 'a duration not offered has no starts', rules: rules('Australia/Sydney'), query: { ...mondayRange, durationMinutes: 30, now: longAgo }, count: 0 },
  {
    name: 'October changeover, Sydney: 2:00–2:59 never shows, so no 2:00 or 2:30 start; 00:00–06:00 lasts five hours',
    rules: rules('Australia/Sydney', { overrides: [{ date: '2026-10-04', hours: [{ start: '00:00', end: '06:00' }] }], bufferMinutes: 0 }),
    query: { from: new Date('2026-10-03T12:00:00Z'), to: new Date('2026-10-04T12:00:00Z'), durationMinutes: 50, now: longAgo },
    count: 9,
    labels: ['12:00', '12:30', '1:00', '1:30'].map((t) => `2026-10-04 ${t} am AEST`).concat(['3:00', '3:30', '4:00', '4:30', '5:00'].map((t) => `2026-10-04 ${t} am AEDT`)),
  },
  {
    name: 'April changeover, Sydney: 2:00–2:59 shows twice and both are offered, each with its own offset',
    rules: rules('Australia/Sydney', { overrides: [{ date: '2027-04-04', hours: [{ start: '00:00', end: '06:00' }] }], bufferMinutes: 0 }),
    query: { from: new Date('2027-04-03T12:00:00Z'), to: new Date('2027-04-04T12:00:00Z'), durationMinutes: 50, now: longAgo },
    count: 13,
    first: '2027-04-03T13:00:00.000Z',
    labels: ['12:00', '12:30', '1:00', '1:30', '2:00', '2:30'].map((t) => `2027-04-04 ${t} am AEDT`).concat(['2:00', '2:30', '3:00', '3:30', '4:00', '4:30', '5:00'].map((t) => `2027-04-04 ${t} am AEST`)),
  },
  {
    name: 'April changeover, Adelaide (+10:30 → +9:30)',
    rules: rules('Australia/Adelaide', { overrides: [{ date: '2027-04-04', hours: [{ start: '01:00', end: '04:00' }] }], bufferMinutes: 0 }),
    query: { from: new Date('2027-04-03T12:00:00Z'), to: new Date('2027-04-04T12:00:00Z'), durationMinutes: 50, now: longAgo },
    count: 7,
    labels: ['1:00', '1:30', '2:00', '2:30'].map((t) => `2027-04-04 ${t} am ACDT`).concat(['2:00', '2:30', '3:00'].map((t) => `2027-04-04 ${t} am ACST`)),
  },
  {
    name: 'a working day across the October change in Sydney: a Monday after it is on +11',
    rules: rules('Australia/Sydney'),
    query: { from: new Date('2026-10-04T12:00:00Z'), to: new Date('2026-10-05T12:00:00Z'), durationMinutes: 50, now: longAgo },
    count: 15,
    first: '2026-10-04T22:00:00.000Z',
  },
  {
    name: 'a session held 10:00–11:00 (lock covers its buffer): 9:00 still fits before it, 9:30–10:30 do not',
    rules: rules('Australia/Sydney'),
    query: { ...mondayRange, durationMinutes: 50, now: longAgo },
    busy: [{ start: new Date('2026-11-22T23:00:00Z'), end: new Date('2026-11-23T00:00:00Z') }],
    count: 12,
    labels: ['9:00 am', '11:00 am', '11:30 am', '12:00 pm', '12:30 pm', '1:00 pm', '1:30 pm', '2:00 pm', '2:30 pm', '3:00 pm', '3:30 pm', '4:00 pm'].map((t) => `2026-11-23 ${t} AEDT`),
  },
  {
    name: 'time off Monday afternoon (UTC instants) removes the sessions that would overlap it',
    rules: rules('Australia/Sydney', { timeOff: [{ startsAt: new Date('2026-11-23T01:00:00Z'), endsAt: new Date('2026-11-23T06:00:00Z') }] }),
    query: { ...mondayRange, durationMinutes: 50, now: longAgo },
    count: 5,
    last: '2026-11-23T00:00:00.000Z',
  },
  {
    name: 'an override with no hours: not working that day',
    rules: rules('Australia/Sydney', { overrides: [{ date: '2026-11-23', hours: [] }] }),
    query: { ...mondayRange, durationMinutes: 50, now: longAgo },
    count: 0,
  },
  {
    name: 'an override replaces the weekly hours that date',
    rules: rules('Australia/Perth', { overrides: [{ date: '2026-11-23', hours: [{ start: '13:00', end: '15:00' }] }] }),
    query: { ...mondayRange, durationMinutes: 50, now: longAgo },
    count: 3,
    labels: ['1:00 pm', '1:30 pm', '2:00 pm'].map((t) => `2026-11-23 ${t} AWST`),
  },
  {
    name: 'minimum notice: 12 hours after Monday 8:00 Sydney leaves nothing on Monday',
    rules: rules('Australia/Sydney'),
    query: { from: new Date('2026-11-22T12:00:00Z'), to: new Date('2026-11-24T12:00:00Z'), durationMinutes: 50, now: new Date('2026-11-22T21:00:00Z') },
    count: 15,
    first: '2026-11-23T22:00:00.000Z',
  },
  {
    name: 'horizon: one calendar day ahead on their clock',
    rules: rules('Australia/Sydney', { minimumNoticeHours: 0, horizonDays: 1 }),
    query: { from: new Date('2026-11-22T12:00:00Z'), to: new Date('2026-11-30T12:00:00Z'), durationMinutes: 50, now: new Date('2026-11-22T23:00:00Z') },
    count: 13 + 2,
    last: '2026-11-23T22:30:00.000Z',
  },
  {
    name: 'hours that run over midnight join: a 90-minute session may start at 23:30',
    rules: rules('Australia/Perth', { weekly: [{ weekday: 1, start: '22:00', end: '24:00' }, { weekday: 2, start: '00:00', end: '01:00' }], durationsOffered: [90], bufferMinutes: 0 }),
    query: { from: new Date('2026-11-23T12:00:00Z'), to: new Date('2026-11-24T12:00:00Z'), durationMinutes: 90, now: longAgo },
    count: 4,
    labels: ['10:00', '10:30', '11:00', '11:30'].map((t) => `2026-11-23 ${t} pm AWST`),
  },
];

export interface SlotCaseAnswer {
  starts: string[];
  labels: string[];
}

/** Every case's answer: the UTC starts and how the psychologist reads them. */
export function answerSlotCases(): SlotCaseAnswer[] {
  return slotCases.map((c) => {
    const starts = bookableSlots(c.rules, c.busy ?? [], c.query);
    return { starts: starts.map((start) => start.toISOString()), labels: onTheirClock(starts, c.rules.timeZone) };
  });
}

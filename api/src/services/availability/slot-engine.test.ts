import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { answerSlotCases, longAgo, rules, slotCases, type SlotCaseAnswer } from '../../test-support/slot-engine-cases';
import { busyFromSlotLocks, slotLockBlockStarts } from './busy-time';
import { isBookable } from './slot-engine';
import { presentSlot } from './slot-label';

/**
 * The slot engine, table-driven (cases in test-support/slot-engine-cases.ts), answered in this
 * process and again in a child process that assigns process.env.TZ to each of several zones at run
 * time: the answers must be the expected ones and identical whatever the process zone.
 */
const PROCESS_ZONES = ['UTC', 'Australia/Perth', 'America/New_York', 'Australia/Adelaide'];
const JULY_OFFSETS: Record<string, number> = { UTC: 0, 'Australia/Perth': -480, 'America/New_York': 240, 'Australia/Adelaide': -570 };

function underProcessZones(): { zone: string; julyOffset: number; answers: SlotCaseAnswer[] }[] {
  const tsx = require.resolve('tsx/cli');
  const script = path.join(__dirname, '../../test-support/slot-engine-under-zones.ts');
  return JSON.parse(execFileSync(process.execPath, [tsx, script, ...PROCESS_ZONES], { encoding: 'utf8', timeout: 60_000 }));
}

const answers: { zone: string; answers: SlotCaseAnswer[] }[] = [{ zone: `this process (TZ=${process.env.TZ ?? 'unset'})`, answers: answerSlotCases() }];
const children = underProcessZones();
answers.push(...children);

test('the child process really ran under each zone', () => {
  expect(children.map((run) => [run.zone, run.julyOffset])).toEqual(PROCESS_ZONES.map((zone) => [zone, JULY_OFFSETS[zone]]));
});

describe.each(answers)('slot engine with the process in $zone', (run) => {
  test.each(slotCases.map((c, index) => ({ ...c, index })))('$name', (c) => {
    const { starts, labels } = run.answers[c.index];
    expect(starts).toHaveLength(c.count);
    if (c.first) expect(starts[0]).toBe(c.first);
    if (c.last) expect(starts[starts.length - 1]).toBe(c.last);
    if (c.labels) expect(labels).toEqual(c.labels);
  });
});

test('every process zone gives the identical answer for every case', () => {
  expect(new Set(answers.map((run) => JSON.stringify(run.answers))).size).toBe(1);
});

test('every start the engine offers passes isBookable', () => {
  for (const c of slotCases) {
    for (const start of answers[0].answers[slotCases.indexOf(c)].starts) {
      expect(isBookable(c.rules, c.busy ?? [], new Date(start), c.query.durationMinutes, c.query.now)).toEqual({ bookable: true });
    }
  }
});

describe('isBookable says why a requested start is refused', () => {
  const sydney = rules('Australia/Sydney');
  const mondayNine = new Date('2026-11-22T22:00:00Z');
  test.each([
    { name: 'a start on the step inside hours', start: mondayNine, duration: 50, now: longAgo, busy: [], expected: { bookable: true } },
    { name: 'a duration not offered', start: mondayNine, duration: 45, now: longAgo, busy: [], expected: { bookable: false, reason: 'duration-not-offered' } },
    { name: 'off the half-hour step', start: new Date('2026-11-22T22:15:00Z'), duration: 50, now: longAgo, busy: [], expected: { bookable: false, reason: 'outside-hours' } },
    { name: 'before hours', start: new Date('2026-11-22T21:30:00Z'), duration: 50, now: longAgo, busy: [], expected: { bookable: false, reason: 'outside-hours' } },
    { name: 'running past the end of hours', start: new Date('2026-11-23T05:30:00Z'), duration: 50, now: longAgo, busy: [], expected: { bookable: false, reason: 'outside-hours' } },
    { name: 'a Saturday', start: new Date('2026-11-27T22:00:00Z'), duration: 50, now: longAgo, busy: [], expected: { bookable: false, reason: 'outside-hours' } },
    { name: 'inside the minimum notice', start: mondayNine, duration: 50, now: new Date('2026-11-22T12:00:00Z'), busy: [], expected: { bookable: false, reason: 'too-soon' } },
    { name: 'beyond a 56-day horizon', start: mondayNine, duration: 50, now: new Date('2026-09-01T00:00:00Z'), busy: [], expected: { bookable: false, reason: 'beyond-horizon' }, horizonDays: 56 },
    { name: 'just inside a 56-day horizon', start: mondayNine, duration: 50, now: new Date('2026-09-28T00:00:00Z'), busy: [], expected: { bookable: true }, horizonDays: 56 },
  ])('$name', ({ start, duration, now, busy, expected, horizonDays }) => {
    expect(isBookable(horizonDays ? { ...sydney, horizonDays } : sydney, busy, start, duration, now)).toEqual(expected);
  });

  test('time off', () => {
    const off = rules('Australia/Sydney', { timeOff: [{ startsAt: new Date('2026-11-22T22:30:00Z'), endsAt: new Date('2026-11-22T23:00:00Z') }] });
    expect(isBookable(off, [], mondayNine, 50, longAgo)).toEqual({ bookable: false, reason: 'time-off' });
  });
});

describe('busy time from slot locks', () => {
  const now = new Date('2026-11-20T00:00:00Z');
  test('a live hold and a session count; an expired hold is free; blocks join', () => {
    const busy = busyFromSlotLocks(
      [
        { blockStart: new Date('2026-11-22T23:00:00Z'), holderKind: 'session' },
        { blockStart: new Date('2026-11-22T23:05:00Z'), holderKind: 'session' },
        { blockStart: new Date('2026-11-23T01:00:00Z'), holderKind: 'reservation', expiresAt: new Date('2026-11-20T00:10:00Z') },
        { blockStart: new Date('2026-11-23T02:00:00Z'), holderKind: 'reservation', expiresAt: new Date('2026-11-20T00:00:00Z') },
      ],
      now,
    );
    expect(busy.map((b) => [b.start.toISOString(), b.end.toISOString()])).toEqual([
      ['2026-11-22T23:00:00.000Z', '2026-11-22T23:10:00.000Z'],
      ['2026-11-23T01:00:00.000Z', '2026-11-23T01:05:00.000Z'],
    ]);
  });

  test('a booking locks the session plus its buffer in 5-minute blocks, and those blocks make the slot busy', () => {
    const start = new Date('2026-11-22T23:00:00Z');
    const blocks = slotLockBlockStarts(start, 50, 10);
    expect(blocks).toHaveLength(12);
    expect(blocks[11].toISOString()).toBe('2026-11-22T23:55:00.000Z');
    const busy = busyFromSlotLocks(blocks.map((blockStart) => ({ blockStart, holderKind: 'session' as const })), new Date(0));
    const sydney = rules('Australia/Sydney');
    expect(isBookable(sydney, busy, start, 50, longAgo)).toEqual({ bookable: false, reason: 'busy' });
    expect(isBookable(sydney, busy, new Date('2026-11-23T00:00:00Z'), 50, longAgo)).toEqual({ bookable: true });
    expect(slotLockBlockStarts(new Date('2026-11-22T23:00:00Z'), 52, 0)).toHaveLength(11);
  });
});

describe('presentSlot: a start in the viewer zone', () => {
  const start = new Date('2026-11-22T22:00:00Z'); // Monday 9:00 am in Sydney
  test.each([
    { zone: 'Australia/Sydney', expected: { localDate: '2026-11-23', dateLabel: 'Monday 23 November 2026', timeLabel: '9:00 am', zoneAbbreviation: 'AEDT', utcOffset: '+11:00' } },
    { zone: 'Australia/Perth', expected: { localDate: '2026-11-23', dateLabel: 'Monday 23 November 2026', timeLabel: '6:00 am', zoneAbbreviation: 'AWST', utcOffset: '+08:00' } },
    { zone: 'Australia/Adelaide', expected: { localDate: '2026-11-23', dateLabel: 'Monday 23 November 2026', timeLabel: '8:30 am', zoneAbbreviation: 'ACDT', utcOffset: '+10:30' } },
    { zone: 'Australia/Brisbane', expected: { localDate: '2026-11-23', dateLabel: 'Monday 23 November 2026', timeLabel: '8:00 am', zoneAbbreviation: 'AEST', utcOffset: '+10:00' } },
    { zone: 'Pacific/Auckland', expected: { localDate: '2026-11-23', dateLabel: 'Monday 23 November 2026', timeLabel: '11:00 am', zoneAbbreviation: 'NZDT', utcOffset: '+13:00' } },
    { zone: 'America/New_York', expected: { localDate: '2026-11-22', dateLabel: 'Sunday 22 November 2026', timeLabel: '5:00 pm', zoneAbbreviation: 'GMT-5', utcOffset: '-05:00' } },
    { zone: 'UTC', expected: { localDate: '2026-11-22', dateLabel: 'Sunday 22 November 2026', timeLabel: '10:00 pm', zoneAbbreviation: 'UTC', utcOffset: '+00:00' } },
  ])('$zone', ({ zone, expected }) => {
    expect(presentSlot(start, zone)).toEqual({ startsAt: '2026-11-22T22:00:00.000Z', ...expected, displayTimeLabel: expected.timeLabel });
  });

  test('an unknown zone is refused', () => {
    expect(() => presentSlot(start, 'Mars/Olympus')).toThrow(RangeError);
  });

  test('the night clocks go back: both 2:30 am starts show their zone in the visible label, other times do not', () => {
    // Sydney, Sunday 4 April 2027: 3:00 am AEDT becomes 2:00 am AEST, so 2:00–2:59 am happens twice.
    const first = presentSlot(new Date('2027-04-03T15:30:00Z'), 'Australia/Sydney');
    const second = presentSlot(new Date('2027-04-03T16:30:00Z'), 'Australia/Sydney');
    expect([first.timeLabel, second.timeLabel]).toEqual(['2:30 am', '2:30 am']);
    expect([first.displayTimeLabel, second.displayTimeLabel]).toEqual(['2:30 am AEDT', '2:30 am AEST']);
    expect(presentSlot(new Date('2027-04-03T14:30:00Z'), 'Australia/Sydney').displayTimeLabel).toBe('1:30 am');
    expect(presentSlot(new Date('2027-04-03T17:00:00Z'), 'Australia/Sydney').displayTimeLabel).toBe('3:00 am');
    // Adelaide repeats its own 2:00–2:59 am (ACDT, then ACST); Perth, with no daylight saving, never does.
    expect(presentSlot(new Date('2027-04-03T15:30:00Z'), 'Australia/Adelaide').displayTimeLabel).toBe('2:00 am ACDT');
    expect(presentSlot(new Date('2027-04-03T16:30:00Z'), 'Australia/Adelaide').displayTimeLabel).toBe('2:00 am ACST');
    expect(presentSlot(new Date('2027-04-03T18:30:00Z'), 'Australia/Perth').displayTimeLabel).toBe('2:30 am');
  });
});

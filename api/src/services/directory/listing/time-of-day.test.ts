import type { WeeklyHours } from '../../availability/availability.model';
import { isKnownTimeZone, timesOfDayCovered } from './time-of-day';

// Monday to Friday 09:00–12:00 in the psychologist's own zone.
const mornings: WeeklyHours[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' }));
const sorted = (set: Set<string>) => [...set].sort();

describe('times of day on the viewer’s clock (clock pinned)', () => {
  // Wednesday 10 June 2026, 00:00 UTC: winter, no daylight saving anywhere in Australia.
  const winter = new Date('2026-06-10T00:00:00Z');
  it.each([
    // A Sydney psychologist's 9–12 is 7–10 in Perth, 8:30–11:30 in Adelaide, 9–12 in Sydney.
    ['Australia/Sydney', 'Australia/Perth', ['morning']],
    ['Australia/Sydney', 'Australia/Adelaide', ['morning']],
    ['Australia/Sydney', 'Australia/Sydney', ['morning']],
    // A Perth psychologist's 9–12 is 11–14 in Sydney: morning and afternoon there.
    ['Australia/Perth', 'Australia/Sydney', ['afternoon', 'morning']],
    ['Australia/Perth', 'Australia/Adelaide', ['afternoon', 'morning']],
    // An Auckland psychologist's 9–12 is 7–10 in Sydney but 5–8 in Perth (before 6 am is no time of day).
    ['Pacific/Auckland', 'Australia/Perth', ['morning']],
  ])('psychologist in %s, viewer in %s → %j', (psychologistZone, viewerZone, expected) => {
    expect(sorted(timesOfDayCovered(mornings, psychologistZone, viewerZone, winter))).toEqual(expected);
  });

  it('an evening psychologist in Perth is afternoon for a Sydney viewer in winter and evening in Perth', () => {
    const evenings: WeeklyHours[] = [{ weekday: 3, start: '13:00', end: '15:00' }];
    expect(sorted(timesOfDayCovered(evenings, 'Australia/Perth', 'Australia/Sydney', winter))).toEqual(['afternoon']);
    expect(sorted(timesOfDayCovered(evenings, 'Australia/Perth', 'Australia/Perth', winter))).toEqual(['afternoon']);
    // 13:00–15:00 Perth = 15:00–17:00 Sydney in winter, 16:00–18:00 in summer (Sydney on daylight time).
    const summer = new Date('2026-12-09T00:00:00Z');
    expect(sorted(timesOfDayCovered(evenings, 'Australia/Perth', 'Australia/Sydney', summer))).toEqual(['afternoon', 'evening']);
  });

  it('follows the daylight-saving change: Sydney moves an hour away from Brisbane on 4 October 2026', () => {
    // A Brisbane psychologist works Mondays 16:30–17:00 (no daylight saving in Queensland).
    const lateAfternoon: WeeklyHours[] = [{ weekday: 1, start: '16:30', end: '17:00' }];
    // Saturday 3 Oct: the coming Monday (5 Oct) is after the change: 16:30 Brisbane = 17:30 Sydney (evening).
    const beforeChange = new Date('2026-10-03T00:00:00Z');
    expect(sorted(timesOfDayCovered(lateAfternoon, 'Australia/Brisbane', 'Australia/Sydney', beforeChange, 3))).toEqual(['evening']);
    // Saturday 26 Sep: Monday 28 Sep is before the change: 16:30 Brisbane = 16:30 Sydney (afternoon).
    const weekBefore = new Date('2026-09-26T00:00:00Z');
    expect(sorted(timesOfDayCovered(lateAfternoon, 'Australia/Brisbane', 'Australia/Sydney', weekBefore, 3))).toEqual(['afternoon']);
  });

  it('skips hours already past', () => {
    const wednesdayOnly: WeeklyHours[] = [{ weekday: 3, start: '09:00', end: '12:00' }];
    // 03:00 UTC Wednesday = 13:00 in Sydney: that morning is gone, the next Wednesday is beyond 1 day.
    expect(timesOfDayCovered(wednesdayOnly, 'Australia/Sydney', 'Australia/Sydney', new Date('2026-06-10T03:00:00Z'), 1).size).toBe(0);
  });

  it('knows IANA zones', () => {
    expect(isKnownTimeZone('Australia/Adelaide')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});

import type { AvailableSlot } from '@harbour/sdk/availability';
import { slotsByDay, slotText } from './slot-days';

const slot = (startsAt: string, localDate: string, dateLabel: string, timeLabel: string, zoneAbbreviation = 'AEDT'): AvailableSlot => ({
  startsAt,
  localDate,
  dateLabel,
  timeLabel,
  displayTimeLabel: timeLabel,
  zoneAbbreviation,
  utcOffset: zoneAbbreviation === 'AEDT' ? '+11:00' : '+10:00',
});

const mon9 = slot('2026-11-29T22:00:00.000Z', '2026-11-30', 'Monday 30 November', '9:00 am');
const mon10 = slot('2026-11-29T23:00:00.000Z', '2026-11-30', 'Monday 30 November', '10:00 am');
const tue9 = slot('2026-11-30T22:00:00.000Z', '2026-12-01', 'Tuesday 1 December', '9:00 am');
// The night clocks go back in Sydney: two starts on one day share the clock label 2:30 am.
const aedt = slot('2027-04-03T15:30:00.000Z', '2027-04-04', 'Sunday 4 April', '2:30 am', 'AEDT');
const aest = slot('2027-04-03T16:30:00.000Z', '2027-04-04', 'Sunday 4 April', '2:30 am', 'AEST');

describe('slotsByDay', () => {
  it.each([
    ['no slots: no days', [], []],
    ['one day, times in the order sent', [mon9, mon10], [['2026-11-30', 'Monday 30 November', [mon9, mon10]]]],
    ['two days in the order sent', [mon9, tue9, mon10], [['2026-11-30', 'Monday 30 November', [mon9, mon10]], ['2026-12-01', 'Tuesday 1 December', [tue9]]]],
    ['a repeated clock time stays two slots on one day', [aedt, aest], [['2027-04-04', 'Sunday 4 April', [aedt, aest]]]],
  ] as const)('%s', (_, slots, expected) => {
    expect(slotsByDay(slots).map((d) => [d.date, d.label, d.slots])).toEqual(expected);
  });
});

describe('slotText', () => {
  it.each([
    [mon9, 'Monday 30 November at 9:00 am AEDT'],
    [aest, 'Sunday 4 April at 2:30 am AEST'],
  ])('%#: %s', (s, text) => expect(slotText(s)).toBe(text));
});

import type { PsychologistAvailability } from '@harbour/sdk/availability';
import { describeField, toForm, toRules } from './availabilityForm';

const saved: PsychologistAvailability = {
  psychologistId: 'p1',
  isSet: true,
  timeZone: 'Australia/Adelaide',
  weekly: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '13:00', end: '17:00' },
    { weekday: 4, start: '10:00', end: '14:00' },
  ],
  overrides: [
    { date: '2026-12-25', hours: [] },
    { date: '2026-12-24', hours: [{ start: '09:00', end: '12:00' }] },
  ],
  timeOff: [{ startsAt: '2027-01-04T00:00:00.000Z', endsAt: '2027-01-05T00:00:00.000Z' }],
  durationsOffered: [50, 80],
  bufferMinutes: 10,
  minimumNoticeHours: 12,
  horizonDays: 56,
  isAvailableForNewClients: false,
};

describe('availability form', () => {
  it('round-trips the saved rules', () => {
    const { psychologistId: _p, isSet: _s, ...rules } = saved;
    expect(toRules(toForm(saved))).toEqual(rules);
  });

  it('puts each weekday’s ranges under that day', () => {
    const form = toForm(saved);
    expect(form.weekly.map((day) => day.length)).toEqual([2, 0, 0, 1, 0, 0, 0]);
  });

  it.each([
    ['weekly[2].end', 'Thursday hours, range 1'],
    ['weekly.$1.start', 'Monday hours, range 2'],
    ['overrides[1].hours[0].end', 'Date change 2'],
    ['bufferMinutes', 'Break between sessions'],
    ['body.horizonDays', 'How far ahead'],
  ])('names %s as “%s”', (field, words) => {
    expect(describeField(field, toForm(saved))).toBe(words);
  });

  it('sends a blank number as not-a-number for the API to name', () => {
    expect(Number.isNaN(toRules({ ...toForm(saved), horizonDays: '' }).horizonDays)).toBe(true);
  });
});

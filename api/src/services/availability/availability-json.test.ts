import { bookingAvailabilityJson } from './availability-json';
import { presentSlot } from './slot-label';

const at = (iso: string, zone = 'Australia/Sydney') => presentSlot(new Date(iso), zone);

describe('the availability answer written from memoised label JSON', () => {
  it.each([
    ['no psychologists', { timeZone: 'Australia/Perth', psychologists: [] }],
    ['a psychologist with no times', { timeZone: 'Australia/Perth', psychologists: [{ psychologistId: 'p1', timeZone: 'Australia/Melbourne', durationMinutes: 50, slots: [] }] }],
    [
      'April changeover: 2:30 am twice, each with its zone',
      { timeZone: 'Australia/Sydney', psychologists: [{ psychologistId: 'p1', timeZone: 'Australia/Sydney', durationMinutes: 20, slots: [at('2026-04-04T15:30:00Z'), at('2026-04-04T16:30:00Z')] }] },
    ],
    [
      'the same labels shared by two psychologists, names needing escapes',
      {
        timeZone: 'Pacific/Auckland',
        psychologists: [
          { psychologistId: 'a"b\\c', timeZone: 'Australia/Perth', durationMinutes: 80, slots: [at('2026-11-23T01:00:00Z', 'Pacific/Auckland'), at('2026-11-23T01:30:00Z', 'Pacific/Auckland')] },
          { psychologistId: 'ü\u2028', timeZone: 'Pacific/Auckland', durationMinutes: 50, slots: [at('2026-11-23T01:00:00Z', 'Pacific/Auckland')] },
        ],
      },
    ],
  ])('%s: the same text as JSON.stringify', (_, answer) => {
    expect(bookingAvailabilityJson(answer).text).toBe(JSON.stringify(answer));
    expect(bookingAvailabilityJson(answer).text).toBe(JSON.stringify(answer)); // the second time from the memo
  });
});

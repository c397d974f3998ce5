import { appendPage, type SlotsOfPsychologist } from './useSlots';

const p = (psychologistId: string): SlotsOfPsychologist => ({ psychologistId, timeZone: 'Australia/Perth', slots: [] });
const ids = (list: SlotsOfPsychologist[]) => list.map((one) => one.psychologistId);

describe('appendPage', () => {
  it.each([
    [[], ['a', 'b'], ['a', 'b']],
    [['a', 'b'], ['c', 'd'], ['a', 'b', 'c', 'd']],
    // Someone booked between the pages and a psychologist moved onto the next one: shown once, where first seen.
    [['a', 'b'], ['b', 'c'], ['a', 'b', 'c']],
    [['a', 'b'], [], ['a', 'b']],
  ])('%j then %j → %j', (loaded, next, expected) => {
    expect(ids(appendPage(loaded.map(p), next.map(p)))).toEqual(expected);
  });
});

import { newestFirst, oldestFirst } from './record-order';

const at = (iso: string) => new Date(iso);
const record = (_id: string, iso: string) => ({ _id, createdAt: at(iso) });
const ids = (records: { _id: string }[]) => records.map((r) => r._id);

describe('oldestFirst / newestFirst', () => {
  // Each input in the order an unsorted read might give it: the answer must not depend on that.
  it.each<[string, { _id: string; createdAt: Date }[], string[], string[]]>([
    ['different times', [record('b', '2026-01-02T00:00:00Z'), record('a', '2026-01-03T00:00:00Z'), record('c', '2026-01-01T00:00:00Z')], ['c', 'b', 'a'], ['a', 'b', 'c']],
    ['the same millisecond: by id', [record('y', '2026-01-01T00:00:00Z'), record('x', '2026-01-01T00:00:00Z')], ['x', 'y'], ['y', 'x']],
    ['the same millisecond, read the other way round', [record('x', '2026-01-01T00:00:00Z'), record('y', '2026-01-01T00:00:00Z')], ['x', 'y'], ['y', 'x']],
    ['a tie among others', [record('n', '2026-01-02T00:00:00Z'), record('z', '2026-01-01T00:00:00Z'), record('m', '2026-01-02T00:00:00Z')], ['z', 'm', 'n'], ['n', 'm', 'z']],
  ])('%s', (_, records, oldest, newest) => {
    expect(ids([...records].sort(oldestFirst((r) => r.createdAt)))).toEqual(oldest);
    expect(ids([...records].sort(newestFirst((r) => r.createdAt)))).toEqual(newest);
  });
});

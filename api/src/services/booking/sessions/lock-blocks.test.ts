import { blocksCovering } from './lock-blocks';

const at = (iso: string) => new Date(iso);
const isoList = (dates: Date[]) => dates.map((d) => d.toISOString().slice(11, 16));

describe('blocksCovering', () => {
  it.each<[string, string, string, number, string[]]>([
    ['50 minutes, no buffer', '2026-12-01T00:00:00Z', '2026-12-01T00:50:00Z', 0, ['00:00', '00:05', '00:10', '00:15', '00:20', '00:25', '00:30', '00:35', '00:40', '00:45']],
    ['20 minutes + 10 buffer', '2026-12-01T01:00:00Z', '2026-12-01T01:20:00Z', 10, ['01:00', '01:05', '01:10', '01:15', '01:20', '01:25']],
    ['an unaligned start takes its whole block', '2026-12-01T01:02:00Z', '2026-12-01T01:12:00Z', 0, ['01:00', '01:05', '01:10']],
  ])('%s', (_name, start, end, buffer, expected) => {
    expect(isoList(blocksCovering(at(start), at(end), buffer))).toEqual(expected);
  });

  it('overlapping sessions of different lengths share a block; back-to-back ones do not', () => {
    const long = blocksCovering(at('2026-12-01T00:00:00Z'), at('2026-12-01T01:20:00Z'), 10).map(String);
    const shortInside = blocksCovering(at('2026-12-01T01:00:00Z'), at('2026-12-01T01:20:00Z'), 10).map(String);
    const afterBuffer = blocksCovering(at('2026-12-01T01:30:00Z'), at('2026-12-01T01:50:00Z'), 10).map(String);
    expect(shortInside.some((b) => long.includes(b))).toBe(true);
    expect(afterBuffer.some((b) => long.includes(b))).toBe(false);
  });
});

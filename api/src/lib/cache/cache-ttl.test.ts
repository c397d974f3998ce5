import { effectiveTtlMs, FALLBACK_TTL_MS } from './cache-ttl';

describe('a cache’s time to live', () => {
  it.each([
    ['forgets reach every process: its own, however long', 60_000, true, 60_000],
    ['forgets reach every process: its own, however short', 1_000, true, 1_000],
    ['forgets do not: the fallback when its own is longer', 60_000, false, FALLBACK_TTL_MS],
    ['forgets do not: its own when already shorter', 1_000, false, 1_000],
    ['forgets do not: 0 (read every time) stays 0', 0, false, 0],
  ])('%s', (_, own, reaches, expected) => {
    expect(effectiveTtlMs(own, reaches)).toBe(expected);
  });

  it('the fallback is a few seconds', () => {
    expect(FALLBACK_TTL_MS).toBe(5_000);
  });
});

import { ttlCache } from './ttl-cache';

describe('ttl cache', () => {
  it.each<[string, number, boolean]>([
    ['fresh within the time', 999, true],
    ['gone at the time', 1000, false],
  ])('%s', (_name, later, kept) => {
    const cache = ttlCache<boolean>(1000);
    cache.set('k', true, 0);
    expect(cache.get('k', later)).toBe(kept ? true : undefined);
  });

  it('forgets the oldest beyond its size', () => {
    const cache = ttlCache<number>(1000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 2, 3]);
  });
});

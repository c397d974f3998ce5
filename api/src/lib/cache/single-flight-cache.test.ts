import { singleFlightCache } from './single-flight-cache';

/** A load the test finishes when it chooses. */
function deferred<V>() {
  let resolve!: (value: V) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<V>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function setUp({ limit = 10, ttl = 1_000 } = {}) {
  let clock = 0;
  let loads = 0;
  const cache = singleFlightCache<string>({ limit, ttlMs: () => ttl, now: () => clock });
  const load = (value: string) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return { cache, load, loads: () => loads, advance: (ms: number) => (clock += ms) };
}

describe('single-flight cache', () => {
  it.each([
    ['kept within its time', 999, 'first', 1],
    ['loaded again at its time', 1_000, 'second', 2],
  ])('%s', async (_, later, expected, loadCount) => {
    const { cache, load, loads, advance } = setUp();
    await cache.get('k', load('first'));
    advance(later);
    expect(await cache.get('k', load('second'))).toBe(expected);
    expect(loads()).toBe(loadCount);
  });

  it.each([
    ['only that key', 'k', 'second', 'kept'],
    ['every key', undefined, 'second', 'second'],
    ['another key', 'other', 'first', 'second'],
  ])('forgetting %s: the next read of what was forgotten loads again', async (_, forgotten, expectedK, expectedOther) => {
    const { cache, load } = setUp();
    await cache.get('k', load('first'));
    await cache.get('other', load('kept'));
    cache.forget(forgotten);
    expect(await cache.get('k', load('second'))).toBe(expectedK);
    expect(await cache.get('other', load('second'))).toBe(expectedOther);
  });

  it('callers asking at once share one load, and report it as a hit', async () => {
    const { cache } = setUp();
    const slow = deferred<string>();
    let loads = 0;
    const outcomes: boolean[] = [];
    const asks = [1, 2, 3].map(() => cache.get('k', () => ((loads += 1), slow.promise), (hit) => outcomes.push(hit)));
    slow.resolve('once');
    expect(await Promise.all(asks)).toEqual(['once', 'once', 'once']);
    expect(loads).toBe(1);
    expect(outcomes).toEqual([false, true, true]);
  });

  it('a load running when its key is forgotten is answered but not kept, and later callers do not join it', async () => {
    const { cache, load } = setUp();
    const before = deferred<string>();
    const early = cache.get('k', () => before.promise);
    cache.forget('k');
    const late = cache.get('k', load('after the change'));
    before.resolve('before the change');
    expect(await early).toBe('before the change');
    expect(await late).toBe('after the change');
    expect(await cache.get('k', load('unused'))).toBe('after the change');
  });

  it('a failed load is not kept: the next caller loads again', async () => {
    const { cache, load } = setUp();
    await expect(cache.get('k', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.get('k', load('back'))).toBe('back');
  });

  it('beyond its limit the least recently used key goes', async () => {
    const { cache, load, loads } = setUp({ limit: 2 });
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('unused')); // a is now the most recently used
    await cache.get('c', load('c'));
    expect(cache.size).toBe(2);
    expect(loads()).toBe(3);
    await cache.get('a', load('unused'));
    expect(loads()).toBe(3);
    expect(await cache.get('b', load('b again'))).toBe('b again');
  });

  it('asks for its time at each read (shorter while forgets do not reach other processes)', async () => {
    let ttl = 60_000;
    let clock = 0;
    const cache = singleFlightCache<string>({ limit: 10, ttlMs: () => ttl, now: () => clock });
    await cache.get('k', () => Promise.resolve('first'));
    clock = 10_000;
    ttl = 5_000;
    expect(await cache.get('k', () => Promise.resolve('second'))).toBe('second');
  });
});

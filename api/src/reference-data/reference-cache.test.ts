import { createReferenceCache, matchesFilter, referenceDataTtlMs } from './reference-cache';

describe('matchesFilter', () => {
  const item = { code: 'AU', countryId: 'AUS', sessionTypeId: 3, referrerName: null, name: 'HCF' };
  test.each([
    [{ code: 'AU' }, true],
    [{ code: 'NZ' }, false],
    [{ sessionTypeId: 3 }, true],
    [{ sessionTypeId: '3' }, false],
    [{ code: 'AU', countryId: 'AUS' }, true],
    [{ code: 'AU', countryId: 'NZL' }, false],
    [{ referrerName: { $in: [null] } }, true],
    [{ referrerName: { $in: ['HCF'] } }, false],
    [{ missing: { $in: [null, 'x'] } }, true],
    [{ missing: null }, true],
    [{ name: { $regex: '^hcf$', $options: 'i' } }, true],
    [{ name: { $regex: '^hcf$' } }, false],
    [{ name: { $regex: '^hc$', $options: 'i' } }, false],
    [{}, true],
  ])('%j → %s', (filter, expected) => {
    expect(matchesFilter(item, filter)).toBe(expected);
  });

  test('an operator it does not know throws rather than answering wrongly', () => {
    expect(() => matchesFilter(item, { sessionTypeId: { $gt: 1 } })).toThrow(/Unsupported/);
  });
});

describe('referenceDataTtlMs', () => {
  test.each([
    [undefined, 60_000],
    ['', 60_000],
    ['5', 5_000],
    ['0', 0],
    ['0.5', 500],
  ])('REFERENCE_DATA_TTL_SECONDS=%p → %p ms', (raw, expected) => {
    expect(referenceDataTtlMs({ REFERENCE_DATA_TTL_SECONDS: raw })).toBe(expected);
  });
  test.each(['-1', 'soon'])('%p is refused', (raw) => {
    expect(() => referenceDataTtlMs({ REFERENCE_DATA_TTL_SECONDS: raw })).toThrow(/REFERENCE_DATA_TTL_SECONDS/);
  });
});

describe('createReferenceCache', () => {
  function setup(ttlMs = 1000) {
    let clock = 0;
    let version = 0;
    const loads: string[] = [];
    let release: (() => void) | undefined;
    let gate: Promise<void> | undefined;
    const cache = createReferenceCache({
      ttlMs,
      now: () => clock,
      load: async (kind) => {
        loads.push(kind);
        const v = version;
        if (gate) await gate;
        return [{ kind, v }];
      },
    });
    return {
      cache,
      loads,
      tick: (ms: number) => (clock += ms),
      bump: () => (version += 1),
      hold: () => (gate = new Promise((resolve) => (release = resolve))),
      let: () => (release?.(), (gate = undefined)),
    };
  }

  test('reads a kind once, then answers from memory with the same serialised JSON and ETag', async () => {
    const s = setup();
    const first = await s.cache.get('referrers');
    const second = await s.cache.get('referrers');
    expect(s.loads).toEqual(['referrers']);
    expect(second).toBe(first);
    expect(first.json).toBe('[{"kind":"referrers","v":0}]');
    expect(first.etag).toMatch(/^"[\w-]+"$/);
  });

  test('50 concurrent reads of a cold kind cost one load', async () => {
    const s = setup();
    const all = await Promise.all(Array.from({ length: 50 }, () => s.cache.get('languages')));
    expect(s.loads).toHaveLength(1);
    expect(new Set(all.map((a) => a.etag)).size).toBe(1);
  });

  test('reads again after the expiry, and the ETag follows the content', async () => {
    const s = setup(1000);
    const before = await s.cache.get('k');
    s.bump();
    s.tick(999);
    expect(await s.cache.get('k')).toBe(before);
    s.tick(1);
    const after = await s.cache.get('k');
    expect(s.loads).toHaveLength(2);
    expect(after.etag).not.toBe(before.etag);
  });

  test('invalidate(kind) forgets only that kind; invalidate() forgets all', async () => {
    const s = setup();
    await s.cache.get('a');
    await s.cache.get('b');
    s.cache.invalidate('a');
    await s.cache.get('a');
    await s.cache.get('b');
    expect(s.loads).toEqual(['a', 'b', 'a']);
    s.cache.invalidate();
    await s.cache.get('b');
    expect(s.loads).toEqual(['a', 'b', 'a', 'b']);
  });

  test('a read under way when the kind is invalidated is not kept', async () => {
    const s = setup();
    s.hold();
    const stale = s.cache.get('k');
    s.cache.invalidate('k');
    s.let();
    await stale;
    s.bump();
    expect((await s.cache.get('k')).items).toEqual([{ kind: 'k', v: 1 }]);
  });

  test('the expiry is asked at each read, so it can shorten while changes do not reach every process', async () => {
    let clock = 0;
    let ttl = 60_000;
    const loads: string[] = [];
    const outcomes: string[] = [];
    const cache = createReferenceCache({ ttlMs: () => ttl, now: () => clock, onRead: (o) => outcomes.push(o), load: async (kind) => (loads.push(kind), []) });
    await cache.get('k');
    clock = 10_000;
    await cache.get('k');
    expect(loads).toHaveLength(1);
    ttl = 5_000;
    await cache.get('k');
    expect(loads).toHaveLength(2);
    expect(outcomes).toEqual(['miss', 'hit', 'miss']);
  });

  test('a failed load is not cached', async () => {
    let fail = true;
    const cache = createReferenceCache({
      ttlMs: 1000,
      load: async () => {
        if (fail) throw new Error('down');
        return [1];
      },
    });
    await expect(cache.get('k')).rejects.toThrow('down');
    fail = false;
    expect((await cache.get('k')).items).toEqual([1]);
  });
});

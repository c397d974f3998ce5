import { connectTestDatabase, disconnectTestDatabase } from '../../test-support/database';
import { AttemptSlotModel } from './attempt-slot.model';
import { secondsUntilFree, takeRollingSlot } from './rolling-limiter';
import type { SlotLimit } from './slot-limiter';

const limit: SlotLimit = { scope: 'test-rolling', limit: 5, windowMs: 60_000 };
const at = (iso: string) => new Date(`2026-11-23T10:${iso}Z`);

describe('secondsUntilFree (arithmetic)', () => {
  const now = at('00:00.000');
  it.each<[string, Date[], number]>([
    ['nothing held', [], 1],
    ['the soonest expiry counts', [at('00:45.000'), at('00:30.000')], 30],
    ['a part second rounds up', [at('00:10.200')], 11],
    ['already due: at least one second', [at('00:00.000')], 1],
  ])('%s', (_name, expiries, seconds) => expect(secondsUntilFree(expiries, now)).toBe(seconds));
});

describe('takeRollingSlot (real database)', () => {
  beforeAll(() => connectTestDatabase(__filename));
  afterAll(disconnectTestDatabase);

  it('allows 5 in a minute, refuses the 6th until the first frees, then allows one more', async () => {
    const key = 'sequential';
    for (let i = 0; i < 5; i++) expect((await takeRollingSlot(limit, key, at(`00:${String(i * 10).padStart(2, '0')}.000`))).allowed).toBe(true);
    // The first was taken at :00, so it frees at 10:01:00; at :50 that is 10 s away.
    expect(await takeRollingSlot(limit, key, at('00:50.000'))).toEqual({ allowed: false, retryAfterSeconds: 10 });
    // A fixed window would reset at the minute; a rolling one still holds the four later slots.
    const afterFirstFrees = await takeRollingSlot(limit, key, at('01:00.000'));
    expect(afterFirstFrees.allowed).toBe(true);
    expect((await takeRollingSlot(limit, key, at('01:00.500'))).allowed).toBe(false);
  });

  it('keeps keys apart', async () => {
    for (let i = 0; i < 5; i++) await takeRollingSlot(limit, 'one', at('05:00.000'));
    expect((await takeRollingSlot(limit, 'one', at('05:01.000'))).allowed).toBe(false);
    expect((await takeRollingSlot(limit, 'two', at('05:01.000'))).allowed).toBe(true);
  });

  it('under 12 parallel requests exactly 5 win, also when every slot is being taken over at once', async () => {
    const fresh = await Promise.all(Array.from({ length: 12 }, () => takeRollingSlot(limit, 'parallel', at('10:00.000'))));
    expect(fresh.filter((d) => d.allowed)).toHaveLength(5);
    // A minute later all five have run out: 12 parallel takeovers, still exactly 5 win.
    const takeover = await Promise.all(Array.from({ length: 12 }, () => takeRollingSlot(limit, 'parallel', at('11:00.000'))));
    expect(takeover.filter((d) => d.allowed)).toHaveLength(5);
    expect(await AttemptSlotModel.countDocuments({ bucket: 'test-rolling|parallel' })).toBe(5);
  });
});

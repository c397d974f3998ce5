import { AttemptSlotModel } from '../http/rate-limit/attempt-slot.model';
import { takeRollingSlot } from '../http/rate-limit/rolling-limiter';
import { sweepExpiredSlots } from '../http/rate-limit/slot-limiter';
import { authenticate } from '../services/identity/accounts/accounts';
import { HashingBusyError } from '../services/identity/accounts/hashing-queue';
import { passwordChecks } from '../services/identity/accounts/passwords';
import { FREE_FAILURES } from '../services/identity/accounts/sign-in-throttle';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { createTestAccount, TEST_PASSWORD } from '../test-support/sign-in';

// The decisions themselves, raced without HTTP in front (the sign-in form also caps how many
// requests one address has in progress, which would hide a race here).
beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

describe('limits decided by unique inserts hold under parallel requests', () => {
  it('50 parallel takes of a limit of 20 allow exactly 20 and never throw', async () => {
    const limit = { scope: 'race-test', limit: 20, windowMs: 15 * 60 * 1000 };
    const decisions = await Promise.all(Array.from({ length: 50 }, () => takeRollingSlot(limit, '192.0.2.1')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
    expect(new Set(decisions.flatMap((d) => (d.allowed ? [d.n] : []))).size).toBe(20);
    expect(decisions.find((d) => !d.allowed)).toMatchObject({ retryAfterSeconds: expect.any(Number) });
  });

  it('30 parallel wrong passwords for one address: at most 5 checked, then the right one waits', async () => {
    const victim = await createTestAccount('client', { productCost: true });
    const before = passwordChecks.count;
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => authenticate(victim.email, `wrong-password-${i}`).catch((err: unknown) => err)),
    );
    expect(passwordChecks.count - before).toBeLessThanOrEqual(FREE_FAILURES);
    expect(outcomes.filter((o) => !(o instanceof HashingBusyError) && o instanceof Error)).toEqual([]);
    expect(outcomes.some((o) => (o as { outcome?: string }).outcome === 'signed-in')).toBe(false);
    expect((await authenticate(victim.email, TEST_PASSWORD)).outcome).toBe('delayed');
  });

  it('expired slots are swept', async () => {
    const past = new Date(Date.now() - 60 * 60 * 1000);
    await takeRollingSlot({ scope: 'sweep-test', limit: 3, windowMs: 60 * 1000 }, 'x', past);
    expect(await AttemptSlotModel.countDocuments({ bucket: 'sweep-test|x' })).toBe(1);
    await sweepExpiredSlots();
    expect(await AttemptSlotModel.countDocuments({ bucket: 'sweep-test|x' })).toBe(0);
  });
});

import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { DiscountRedemptionModel, type DiscountCodeRecord } from './discount-code.model';
import { isDiscountCodeUsedUp } from './discount-code-reads';
import { cancelRedemption, redeemDiscountCode } from './discount-code-writes';

// The redemption insert alone, on the real database: its unique `_id` decides who gets a code.
beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

const now = new Date(Date.UTC(2030, 0, 7));
const once: DiscountCodeRecord = { _id: 'RACE-ONCE', amountOffCents: 5000, usage: 'once' };
const perClient: DiscountCodeRecord = { _id: 'RACE-PER-CLIENT', percentOff: 10, usage: 'once-per-client' };

describe('redeemDiscountCode', () => {
  it('gives a single-use code to exactly one of ten clients booking at once; the others get the duplicate-key error', async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => redeemDiscountCode(once, `client-${i}`, `session-${i}`, now)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.every((r) => isDuplicateKey(r.reason))).toBe(true);
    expect(await DiscountRedemptionModel.countDocuments({ code: once._id })).toBe(1);
    expect(await isDiscountCodeUsedUp(once, 'someone-else')).toBe(true);
  });

  it('lets each client use a once-per-client code once, and a cancelled redemption frees it again', async () => {
    const first = await redeemDiscountCode(perClient, 'client-a', 'session-a', now);
    expect(isDuplicateKey(await redeemDiscountCode(perClient, 'client-a', 'session-b', now).catch((err: unknown) => err))).toBe(true);
    await redeemDiscountCode(perClient, 'client-b', 'session-c', now);
    // Another session's cancellation never removes this one.
    await cancelRedemption(first, 'session-b');
    expect(await isDiscountCodeUsedUp(perClient, 'client-a')).toBe(true);
    await cancelRedemption(first, 'session-a');
    expect(await isDiscountCodeUsedUp(perClient, 'client-a')).toBe(false);
  });
});

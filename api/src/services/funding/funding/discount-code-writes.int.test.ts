import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { HttpProblem } from '../../../http/problem';
import { DiscountPlaceModel, DiscountRedemptionModel, type DiscountCodeRecord } from './discount-code.model';
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

  it('keeps a limited code within its limit when ten clients book at once, and a cancelled use frees a place', async () => {
    const limited: DiscountCodeRecord = { _id: 'RACE-LIMIT-3', percentOff: 20, usage: 'once-per-client', limit: 3 };
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => redeemDiscountCode(limited, `limit-client-${i}`, `limit-session-${i}`, now)));
    const won = results.filter((r): r is PromiseFulfilledResult<string> => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(3);
    expect(lost.map((r) => (r.reason as HttpProblem).fields)).toEqual(Array(7).fill({ discountCode: 'This discount code has been used up.' }));
    // Exactly three uses and three places; a loser's use was undone, not left behind.
    expect(await DiscountRedemptionModel.countDocuments({ code: limited._id })).toBe(3);
    expect((await DiscountPlaceModel.find({ code: limited._id }).lean()).map((p) => p._id).sort()).toEqual(['RACE-LIMIT-3#1', 'RACE-LIMIT-3#2', 'RACE-LIMIT-3#3']);
    expect(await isDiscountCodeUsedUp(limited, 'a-new-client')).toBe(true);

    const winner = won[0]!.value;
    const winnerSession = (await DiscountRedemptionModel.findById(winner).lean())!.sessionId;
    await cancelRedemption(winner, winnerSession);
    expect(await isDiscountCodeUsedUp(limited, 'a-new-client')).toBe(false);
    await redeemDiscountCode(limited, 'a-new-client', 'limit-session-new', now);
    expect(await DiscountPlaceModel.countDocuments({ code: limited._id })).toBe(3);
  });
});

import { AttemptSlotModel } from '../http/rate-limit/attempt-slot.model';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { upsertRetryingOnce } from './duplicate-key';

describe('upsertRetryingOnce (real database)', () => {
  beforeAll(() => connectTestDatabase(__filename));
  afterAll(disconnectTestDatabase);

  it('parallel first upserts of one record all succeed (without it, FerretDB fails some on the unique _id)', async () => {
    const upsert = (_id: string, n: number) => () =>
      AttemptSlotModel.updateOne({ _id }, { $set: { bucket: 'upsert-test', n, takenAt: new Date(), expiresAt: new Date() } }, { upsert: true });
    for (let round = 0; round < 5; round++) {
      const _id = `upsert-${round}`;
      const results = await Promise.allSettled(Array.from({ length: 6 }, (_, n) => upsertRetryingOnce(upsert(_id, n))));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      expect(await AttemptSlotModel.countDocuments({ _id })).toBe(1);
    }
  });
});

import { AttemptSlotModel } from '../http/rate-limit/attempt-slot.model';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { isDuplicateKey, upsertRetryingOnce } from './duplicate-key';

describe('isDuplicateKey', () => {
  it.each([
    ['MongoDB and FerretDB inserts: code 11000', { code: 11000, message: 'E11000 duplicate key error' }, true],
    ['FerretDB updates: InternalError with SQLSTATE 23505', { code: 1, message: 'ERROR: duplicate key value violates unique constraint "x_idx" (SQLSTATE 23505)' }, true],
    ['another internal error', { code: 1, message: 'ERROR: canceling statement due to statement timeout (SQLSTATE 57014)' }, false],
    ['a validation error', { name: 'ValidationError', message: 'Path `x` is required.' }, false],
    ['nothing', undefined, false],
  ])('%s → %s', (_, error, expected) => {
    expect(isDuplicateKey(error)).toBe(expected);
  });
});

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

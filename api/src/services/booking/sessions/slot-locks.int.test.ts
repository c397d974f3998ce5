import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { SlotLockModel } from '../../availability/slot-lock.model';
import { blocksCovering } from './lock-blocks';
import { acquireBlocks } from './slot-locks';

// The lock layer alone, on the real database (the slot engine's check is skipped here on purpose:
// concurrent requests all pass it before anyone holds a lock).
beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

const base = Date.UTC(2030, 0, 7, 0, 0);
const at = (minutes: number) => new Date(base + minutes * 60_000);

describe('acquireBlocks', () => {
  it('refuses a longer overlapping session and deletes the blocks it had inserted before the clash', async () => {
    const psychologistId = 'p-partial';
    expect(await acquireBlocks(psychologistId, blocksCovering(at(60), at(110), 10), { kind: 'session', id: 'A' })).toMatchObject({ ok: true });
    // 00:00–01:20: its first 12 blocks go in, the 13th (01:00) is A's.
    expect(await acquireBlocks(psychologistId, blocksCovering(at(0), at(80), 10), { kind: 'session', id: 'B' })).toEqual({ ok: false });
    const holders = (await SlotLockModel.find({ psychologistId }).lean()).map((l) => l.holderId);
    expect(new Set(holders)).toEqual(new Set(['A']));
    expect(holders).toHaveLength(12);
  });

  it('concurrent sessions of mixed lengths: every holder has all its blocks or none, and no two winners overlap', async () => {
    const psychologistId = 'p-mixed';
    const attempts = Array.from({ length: 60 }, (_, i) => {
      const start = (i % 12) * 10; // starts every 10 minutes across two hours
      const length = [20, 50, 80][i % 3];
      return { id: `H${i}`, blocks: blocksCovering(at(start), at(start + length), 10) };
    });
    const results = await Promise.all(attempts.map((a) => acquireBlocks(psychologistId, a.blocks, { kind: 'session', id: a.id })));
    const locks = await SlotLockModel.find({ psychologistId }).lean();
    const byHolder = new Map<string, number>();
    for (const lock of locks) byHolder.set(lock.holderId, (byHolder.get(lock.holderId) ?? 0) + 1);
    attempts.forEach((attempt, i) => {
      expect(byHolder.get(attempt.id) ?? 0).toBe(results[i].ok ? attempt.blocks.length : 0);
    });
    expect(results.filter((r) => r.ok).length).toBeGreaterThan(0);
  });

  it('takes over an expired hold, but never a live one', async () => {
    const psychologistId = 'p-expired';
    const now = new Date(base - 86_400_000);
    const blocks = blocksCovering(at(0), at(50), 10);
    await acquireBlocks(psychologistId, blocks, { kind: 'reservation', id: 'R1', expiresAt: new Date(now.getTime() + 60_000) }, now);
    expect(await acquireBlocks(psychologistId, blocks, { kind: 'session', id: 'S1' }, now)).toEqual({ ok: false });
    const later = new Date(now.getTime() + 120_000);
    const contenders = await Promise.all(['S2', 'S3', 'S4'].map((id) => acquireBlocks(psychologistId, blocks, { kind: 'session', id }, later)));
    expect(contenders.filter((c) => c.ok)).toHaveLength(1);
    const holders = new Set((await SlotLockModel.find({ psychologistId }).lean()).map((l) => l.holderId));
    expect(holders.size).toBe(1);
    expect(['S2', 'S3', 'S4']).toContain([...holders][0]);
  });
});

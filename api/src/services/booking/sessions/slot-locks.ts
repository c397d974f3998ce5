import { deleteSlotLockOfHolder, deleteSlotLocksOfHolder, holdsToSessionLocks, insertSlotLocks, sessionLocksToHolds, slotLockOf } from '../../availability';
import { slotLockId, type SlotLockRecord } from '../../availability';
import { LockTakeoverModel } from './lock-takeover.model';
import { isDuplicateKey } from '../../../lib/duplicate-key';

export interface LockHolder {
  kind: SlotLockRecord['holderKind'];
  id: string;
  /** Reservation holds only. */
  expiresAt?: Date;
}

/** The outcome of claiming blocks: which ones this call inserted (to compensate exactly those). */
export type AcquireResult = { ok: true; inserted: string[] } | { ok: false };

const isExpired = (lock: Pick<SlotLockRecord, 'expiresAt'>, now: Date) => !!lock.expiresAt && lock.expiresAt.getTime() <= now.getTime();

/**
 * Removes one expired hold, if this caller wins the right to (an insert-once takeover key for that
 * exact lock); false when someone else is removing it or it is no longer that lock.
 */
export async function removeExpiredLock(lock: SlotLockRecord, now = new Date()): Promise<boolean> {
  if (!isExpired(lock, now)) return false;
  try {
    await LockTakeoverModel.create({ _id: `${lock._id}#${lock.holderId}#${lock.createdAt.getTime()}`, createdAt: now });
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
  await deleteSlotLockOfHolder(lock._id, lock.holderId);
  return true;
}

/**
 * Claims every block for the holder, first insert wins (FerretDB has no transactions: the `_id`
 * unique index is the only atomic decision). A block already held by the same holder counts as
 * held (a reschedule overlapping its own time); an expired hold is taken over. On any block held
 * by someone else, the blocks this call inserted are deleted again and `{ ok: false }` returned.
 */
export async function acquireBlocks(psychologistId: string, blocks: Date[], holder: LockHolder, now = new Date()): Promise<AcquireResult> {
  const inserted: string[] = [];
  const docs: SlotLockRecord[] = blocks.map((blockStart) => ({
    _id: slotLockId(psychologistId, blockStart),
    psychologistId,
    blockStart,
    holderKind: holder.kind,
    holderId: holder.id,
    ...(holder.expiresAt && { expiresAt: holder.expiresAt }),
    createdAt: now,
  }));
  let next = 0;
  let takeovers = 0;
  try {
    while (next < docs.length) {
      const batch = docs.slice(next);
      try {
        // Ordered: stops at the first block someone holds; everything before it went in.
        await insertSlotLocks(batch);
        inserted.push(...batch.map((d) => d._id));
        next = docs.length;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        const failedAt = firstFailedIndex(err);
        inserted.push(...batch.slice(0, failedAt).map((d) => d._id));
        next += failedAt;
        const existing = await slotLockOf(docs[next]._id);
        if (!existing) continue; // released meanwhile: try the block again
        if (existing.holderId === holder.id) {
          next += 1; // ours already (a reschedule overlapping its old time)
          continue;
        }
        if (takeovers < docs.length && (await removeExpiredLock(existing, now))) {
          takeovers += 1;
          continue;
        }
        await releaseLocks(inserted, holder.id);
        return { ok: false };
      }
    }
    return { ok: true, inserted };
  } catch (err) {
    await releaseLocks(inserted, holder.id);
    throw err;
  }
}

/** insertMany's error says which document broke the unique index. */
function firstFailedIndex(err: unknown): number {
  const e = err as { writeErrors?: { index?: number; err?: { index?: number } }[]; index?: number; result?: { insertedCount?: number } };
  const first = e.writeErrors?.[0];
  const index = first?.index ?? first?.err?.index ?? e.index;
  if (typeof index === 'number') return index;
  return e.result?.insertedCount ?? 0;
}

/** Deletes the given lock ids that this holder still holds (never someone else's). */
export async function releaseLocks(lockIds: string[], holderId: string): Promise<void> {
  await Promise.all(lockIds.map((_id) => deleteSlotLockOfHolder(_id, holderId)));
}

/** Deletes every lock of a holder: a cancelled session's or an abandoned reservation's time is free at once. */
export async function releaseHolder(holderId: string): Promise<void> {
  await deleteSlotLocksOfHolder(holderId);
}

/**
 * Hands a live reservation's holds to the session booked from it, lock by lock. Only the holder
 * writes its own lock, and others may remove a hold only once it has expired (the booking refuses
 * a reservation that close to expiry), so these read-then-write updates race with nobody.
 */
export async function convertHolds(reservationId: string, sessionId: string): Promise<number> {
  return holdsToSessionLocks(reservationId, sessionId);
}

/** Undoes `convertHolds` when the booking fails after it. */
export async function revertHolds(sessionId: string, reservationId: string, expiresAt: Date): Promise<void> {
  await sessionLocksToHolds(sessionId, reservationId, expiresAt);
}

import { SlotLockModel, type SlotLockRecord } from './slot-lock.model';

/**
 * Inserts locks in order, stopping at the first block someone already holds: the `_id` unique
 * index decides "one booking per time" (slot-lock.model.ts). The duplicate-key error propagates
 * unchanged (its `writeErrors` say which lock failed) for the caller to branch on.
 */
export async function insertSlotLocks(locks: SlotLockRecord[]): Promise<void> {
  await SlotLockModel.insertMany(locks, { ordered: true, lean: true });
}

/** Deletes one lock, only while this holder still holds it (never someone else's). */
export async function deleteSlotLockOfHolder(lockId: string, holderId: string): Promise<void> {
  await SlotLockModel.deleteOne({ _id: lockId, holderId });
}

/** Deletes every lock of a holder. */
export async function deleteSlotLocksOfHolder(holderId: string): Promise<void> {
  await SlotLockModel.deleteMany({ holderId });
}

/** Moves the expiry of every hold of a reservation (a renewed hold). */
export async function setHoldsExpiry(reservationId: string, expiresAt: Date): Promise<void> {
  await SlotLockModel.updateMany({ holderId: reservationId }, { $set: { expiresAt } });
}

/** Turns a reservation's holds into a session's locks (no expiry); the number of locks changed. */
export async function holdsToSessionLocks(reservationId: string, sessionId: string): Promise<number> {
  const result = await SlotLockModel.updateMany(
    { holderId: reservationId },
    { $set: { holderKind: 'session', holderId: sessionId }, $unset: { expiresAt: 1 } },
  );
  return result.modifiedCount;
}

/** Turns a session's locks back into a reservation's holds expiring at `expiresAt`. */
export async function sessionLocksToHolds(sessionId: string, reservationId: string, expiresAt: Date): Promise<void> {
  await SlotLockModel.updateMany({ holderId: sessionId }, { $set: { holderKind: 'reservation', holderId: reservationId, expiresAt } });
}

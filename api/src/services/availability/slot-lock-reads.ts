import { SlotLockModel, type SlotLockRecord } from './slot-lock.model';

/** What another domain learns of a psychologist's locks to weigh its own hold against the rest. */
export type SlotLockHolding = Pick<SlotLockRecord, '_id' | 'blockStart' | 'holderKind' | 'holderId' | 'expiresAt'>;

/** One lock by its id (`slotLockId`), or null when that block is free. */
export async function slotLockOf(lockId: string): Promise<SlotLockRecord | null> {
  return SlotLockModel.findById(lockId).lean<SlotLockRecord>();
}

/** Every lock a holder (a session or a reservation) has. */
export async function slotLocksOfHolder(holderId: string): Promise<SlotLockRecord[]> {
  return SlotLockModel.find({ holderId }).lean<SlotLockRecord[]>();
}

/** The ids of every lock a holder has (to release the ones a move leaves behind). */
export async function slotLockIdsOfHolder(holderId: string): Promise<string[]> {
  return (await SlotLockModel.find({ holderId }, { _id: 1 }).lean()).map((l) => l._id);
}

/** Every lock on a psychologist's time, with who holds it and until when. */
export async function slotLocksOfPsychologist(psychologistId: string): Promise<SlotLockHolding[]> {
  return SlotLockModel.find({ psychologistId }, { blockStart: 1, holderKind: 1, holderId: 1, expiresAt: 1 }).lean<SlotLockHolding[]>();
}

import { slotLocksOfHolder } from '../../availability';
import { removeExpiredLock } from '../sessions/slot-locks';
import { PriceReservationModel } from './price-reservation.model';

/**
 * A reservation past its expiry that was not booked: its holds are removed (through the takeover
 * key, so a lock someone else took meanwhile is never touched) and it is marked Expired. A
 * reservation whose hold was renewed (PUT) is left alone until its new expiry.
 */
export async function expireReservation(reservationId: string, now = new Date()): Promise<boolean> {
  const reservation = await PriceReservationModel.findById(reservationId).lean();
  if (!reservation || reservation.status !== 'Held' || reservation.expiresAt > now) return false;
  const locks = await slotLocksOfHolder(reservationId);
  for (const lock of locks) await removeExpiredLock(lock, now);
  await PriceReservationModel.updateOne({ _id: reservationId, status: 'Held' }, { $set: { status: 'Expired' } });
  return true;
}

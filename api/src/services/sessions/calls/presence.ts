import { CallPresenceModel, type CallPlace } from './call-records.model';
import type { CounterpartPlace } from './calls.types';

/** A browser in the waiting room or call reports itself at least this often. */
export const PRESENCE_HEARTBEAT_SECONDS = 5;
/** Not heard from for this long: shown as away ("reconnecting" in the call). */
export const PRESENCE_STALE_SECONDS = 15;

/** Records where a participant is now (last write wins: a heartbeat needs nothing stronger). */
export async function recordPresence(sessionId: string, userId: string, place: CallPlace, now: Date): Promise<void> {
  await CallPresenceModel.replaceOne(
    { _id: `${sessionId}|${userId}` },
    { _id: `${sessionId}|${userId}`, sessionId, userId, place, seenAt: now },
    { upsert: true },
  );
}

export async function placeOf(sessionId: string, userId: string, now: Date): Promise<CounterpartPlace> {
  const record = await CallPresenceModel.findById(`${sessionId}|${userId}`).lean();
  if (!record) return 'away';
  if (record.place === 'left') return 'left';
  return now.getTime() - record.seenAt.getTime() > PRESENCE_STALE_SECONDS * 1000 ? 'away' : record.place;
}

import { isDuplicateKey } from '../../../lib/duplicate-key';
import { EntitlementClaimModel } from './entitlement-claim.model';
import type { EntitlementCount } from './entitlements';

/**
 * Takes a place for the session in each limit it counts against, by unique inserts: when bookings
 * race for the last rebated session of a referral, one insert wins. Places are numbered 1..limit;
 * sessions counted there without a place (booked before places existed) leave that many fewer.
 * The caller read the sessions before calling, so a session it counted has its place already.
 * Answers the places it inserted, or undefined (keeping nothing) when a limit has no free place.
 */
export async function claimEntitlement(patientId: string, sessionId: string, counts: readonly EntitlementCount[], now: Date): Promise<string[] | undefined> {
  const existing = await EntitlementClaimModel.find({ patientId }).lean();
  const inserted: string[] = [];
  for (const count of counts) {
    const inScope = existing.filter((c) => c.scope === count.scope);
    if (inScope.some((c) => c.sessionId === sessionId)) continue; // already holds a place here (a move)
    const placed = new Set(inScope.map((c) => c.sessionId));
    const unplaced = count.sessionIds.filter((id) => !placed.has(id)).length;
    let won = false;
    for (let slot = 1; slot <= count.limit - unplaced && !won; slot += 1) {
      const _id = `${patientId}|${count.scope}#${slot}`;
      if (inScope.some((c) => c._id === _id)) continue;
      try {
        await EntitlementClaimModel.create({ _id, patientId, scope: count.scope, slot, sessionId, createdAt: now });
        inserted.push(_id);
        won = true;
      } catch (err) {
        if (!isDuplicateKey(err)) {
          await releasePlaces(inserted);
          throw err;
        }
      }
    }
    if (!won) {
      await releasePlaces(inserted);
      return undefined;
    }
  }
  return inserted;
}

export async function releasePlaces(ids: readonly string[]): Promise<void> {
  if (ids.length) await EntitlementClaimModel.deleteMany({ _id: { $in: [...ids] } });
}

/** The session no longer counts (cancelled, or its booking failed): its places are free again. */
export async function releaseEntitlement(sessionId: string, keepScopes: readonly string[] = []): Promise<void> {
  const held = await EntitlementClaimModel.find({ sessionId }).lean();
  await releasePlaces(held.filter((c) => !keepScopes.includes(c.scope)).map((c) => c._id));
}

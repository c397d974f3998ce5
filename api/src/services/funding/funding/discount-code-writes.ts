import { isDuplicateKey } from '../../../lib/duplicate-key';
import { invalidField } from '../../../http/validation';
import { DiscountCodeModel, DiscountPlaceModel, DiscountRedemptionModel, placeId, redemptionId, seededDiscountCodes, type DiscountCodeRecord } from './discount-code.model';

export const USED_UP = 'This discount code has been used up.';

/**
 * Takes a free numbered place of a limited code for the session, or false when all are taken.
 * Starts after the places counted (the likely free ones) and wraps round to reuse a freed place.
 */
async function takePlace(code: DiscountCodeRecord, sessionId: string, now: Date): Promise<boolean> {
  const limit = code.limit!;
  const taken = await DiscountPlaceModel.countDocuments({ code: code._id });
  for (let i = 0; i < limit; i += 1) {
    const n = ((taken + i) % limit) + 1;
    try {
      await DiscountPlaceModel.create({ _id: placeId(code._id, n), code: code._id, sessionId, createdAt: now });
      return true;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }
  return false;
}

/**
 * Records the client's use of a code for a session; the redemption's id. Its unique `_id` decides
 * who gets a single-use code when two book at once: the loser gets the duplicate-key error. A
 * limited code also takes one numbered place (422 on `discountCode` when none is free).
 */
export async function redeemDiscountCode(code: DiscountCodeRecord, patientId: string, sessionId: string, now: Date): Promise<string> {
  const id = (await DiscountRedemptionModel.create({ _id: redemptionId(code, patientId), code: code._id, patientId, sessionId, createdAt: now }))._id;
  // A limited code: this client's use stands only if a numbered place is free; else it is undone.
  if (code.limit !== undefined && !(await takePlace(code, sessionId, now))) {
    await DiscountRedemptionModel.deleteOne({ _id: id, sessionId });
    throw invalidField('discountCode', USED_UP);
  }
  return id;
}

/** Undoes a redemption made for this session (its booking failed), never another session's. */
export async function cancelRedemption(redemption: string, sessionId: string): Promise<void> {
  await DiscountRedemptionModel.deleteOne({ _id: redemption, sessionId });
  await DiscountPlaceModel.deleteMany({ sessionId });
}

/** The demo discount codes (idempotent). */
export async function seedDiscountCodes(): Promise<void> {
  await Promise.all(seededDiscountCodes.map((code) => DiscountCodeModel.replaceOne({ _id: code._id }, code, { upsert: true })));
}

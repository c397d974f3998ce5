import { DiscountCodeModel, DiscountRedemptionModel, redemptionId, seededDiscountCodes, type DiscountCodeRecord } from './discount-code.model';

/**
 * Records the client's use of a code for a session; the redemption's id. Its unique `_id` decides
 * who gets a single-use code when two book at once: the loser gets the duplicate-key error.
 */
export async function redeemDiscountCode(code: DiscountCodeRecord, patientId: string, sessionId: string, now: Date): Promise<string> {
  return (await DiscountRedemptionModel.create({ _id: redemptionId(code, patientId), code: code._id, patientId, sessionId, createdAt: now }))._id;
}

/** Undoes a redemption made for this session (its booking failed), never another session's. */
export async function cancelRedemption(redemption: string, sessionId: string): Promise<void> {
  await DiscountRedemptionModel.deleteOne({ _id: redemption, sessionId });
}

/** The demo discount codes (idempotent). */
export async function seedDiscountCodes(): Promise<void> {
  await Promise.all(seededDiscountCodes.map((code) => DiscountCodeModel.replaceOne({ _id: code._id }, code, { upsert: true })));
}

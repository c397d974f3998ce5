import { DiscountCodeModel, DiscountPlaceModel, DiscountRedemptionModel, redemptionId, type DiscountCodeRecord } from './discount-code.model';

/** A discount code by its code (upper case), or null when there is none. */
export async function discountCodeOf(code: string): Promise<DiscountCodeRecord | null> {
  return DiscountCodeModel.findById(code).lean<DiscountCodeRecord>();
}

/** Whether the client may no longer use the code: a single-use code used by anyone, or a once-per-client code used by them. */
export async function isDiscountCodeUsedUp(code: DiscountCodeRecord, patientId: string): Promise<boolean> {
  if (code.limit !== undefined && (await DiscountPlaceModel.countDocuments({ code: code._id })) >= code.limit) return true;
  return !!(await DiscountRedemptionModel.exists({ _id: redemptionId(code, patientId) }));
}

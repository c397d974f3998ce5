import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { conflict, notFound } from '../../../http/problem';
import { isDuplicateKey } from '../../../lib/duplicate-key';
import { DiscountCodeModel, DiscountRedemptionModel, type DiscountCodeRecord } from '../funding/discount-code.model';
import type { DiscountCodeList, DiscountCodeSummary, DiscountCodeUses, NewDiscountCodeRequest } from './discount-codes.types';
import { newDiscountCode } from './new-discount-code-rules';

function summaryOf(record: DiscountCodeRecord, uses: number): DiscountCodeSummary {
  return {
    code: record._id,
    ...(record.percentOff !== undefined && { percentOff: record.percentOff }),
    ...(record.amountOffCents !== undefined && { amountOffCents: record.amountOffCents }),
    ...(record.limit !== undefined && { limit: record.limit }),
    oncePerClient: record.usage === 'once-per-client',
    ...(record.validUntil && { validUntil: record.validUntil }),
    disabled: !!record.disabled,
    uses,
    ...(record.createdAt && { createdAt: record.createdAt }),
  };
}

/** Every code with how many bookings used it (two reads: the codes, then the uses grouped by code). */
export async function listDiscountCodes(): Promise<DiscountCodeList> {
  const [codes, counts] = await Promise.all([
    DiscountCodeModel.find({}).sort({ _id: 1 }).lean<DiscountCodeRecord[]>(),
    DiscountRedemptionModel.aggregate<{ _id: string; uses: number }>([{ $group: { _id: '$code', uses: { $sum: 1 } } }]),
  ]);
  const usesOf = new Map(counts.map((c) => [c._id, c.uses]));
  return { codes: codes.map((c) => summaryOf(c, usesOf.get(c._id) ?? 0)) };
}

/** Creates a code; the code is the `_id`, so of two creating the same code one insert wins (409 for the other). */
export async function createDiscountCode(user: AuthenticatedUser, body: NewDiscountCodeRequest, now = new Date()): Promise<DiscountCodeSummary> {
  const record: DiscountCodeRecord = { ...newDiscountCode(body, now), createdBy: user.sub, createdAt: now };
  try {
    await DiscountCodeModel.create(record);
  } catch (err) {
    if (isDuplicateKey(err)) throw conflict(`The code ${record._id} already exists.`);
    throw err;
  }
  return summaryOf(record, 0);
}

async function existing(code: string): Promise<DiscountCodeRecord> {
  const record = await DiscountCodeModel.findById(code.trim().toUpperCase()).lean<DiscountCodeRecord>();
  if (!record) throw notFound(`No discount code ${code}.`);
  return record;
}

/** Stops a code for new quotes and bookings (idempotent: disabling twice is harmless). Past uses stay. */
export async function disableDiscountCode(code: string): Promise<DiscountCodeSummary> {
  const record = await existing(code);
  if (!record.disabled) await DiscountCodeModel.updateOne({ _id: record._id }, { $set: { disabled: true } });
  return summaryOf({ ...record, disabled: true }, await DiscountRedemptionModel.countDocuments({ code: record._id }));
}

/** The bookings that used a code, newest first. */
export async function discountCodeUses(code: string): Promise<DiscountCodeUses> {
  const record = await existing(code);
  const uses = await DiscountRedemptionModel.find({ code: record._id }).sort({ createdAt: -1 }).lean();
  return { code: record._id, uses: uses.map((u) => ({ patientId: u.patientId, sessionId: u.sessionId, usedAt: u.createdAt })) };
}

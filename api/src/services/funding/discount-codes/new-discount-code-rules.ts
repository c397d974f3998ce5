import { DateTime } from 'luxon';
import { FieldErrors } from '../../../lib/field-errors';
import type { DiscountCodeRecord } from '../funding/discount-code.model';
import type { NewDiscountCodeRequest } from './discount-codes.types';

const CODE = /^[A-Z0-9-]{3,30}$/;
const MAX_LIMIT = 100_000;
const MAX_AMOUNT_CENTS = 100_000;
const ZONE = 'Australia/Sydney';

/**
 * A new administrator's code, checked against today (the caller passes `now`). Codes an
 * administrator makes are once per client with a limit in all; the expiry is the end of the
 * given Sydney day. Throws one 422 naming every failing field.
 */
export function newDiscountCode(body: NewDiscountCodeRequest, now: Date): Omit<DiscountCodeRecord, 'createdBy' | 'createdAt'> {
  const errors = new FieldErrors();
  const code = typeof body.code === 'string' ? body.code.trim().toUpperCase() : '';
  if (!CODE.test(code)) errors.add('code', 'Use 3 to 30 letters, digits or hyphens.');
  const hasPercent = body.percentOff !== undefined;
  const hasAmount = body.amountOffCents !== undefined;
  if (hasPercent === hasAmount) errors.add(hasPercent ? 'amountOffCents' : 'percentOff', 'Give either a percentage off or an amount off, not both.');
  if (hasPercent && (!Number.isInteger(body.percentOff) || body.percentOff! < 1 || body.percentOff! > 100)) errors.add('percentOff', 'Enter a whole percentage from 1 to 100.');
  if (hasAmount && (!Number.isInteger(body.amountOffCents) || body.amountOffCents! < 1 || body.amountOffCents! > MAX_AMOUNT_CENTS)) {
    errors.add('amountOffCents', `Enter whole cents from 1 to ${MAX_AMOUNT_CENTS}.`);
  }
  if (!Number.isInteger(body.limit) || body.limit < 1 || body.limit > MAX_LIMIT) errors.add('limit', `Enter how many bookings may use it, 1 to ${MAX_LIMIT}.`);
  let validUntil: Date | undefined;
  if (body.expiresOn !== undefined) {
    const day = typeof body.expiresOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.expiresOn) ? DateTime.fromISO(body.expiresOn, { zone: ZONE }) : undefined;
    const today = DateTime.fromJSDate(now, { zone: ZONE }).toISODate()!;
    if (!day?.isValid) errors.add('expiresOn', 'Enter the last day it may be used (YYYY-MM-DD).');
    else if (body.expiresOn < today) errors.add('expiresOn', `Enter today (${today}) or a later day.`);
    else validUntil = day.endOf('day').toJSDate();
  }
  errors.throwIfAny();
  return {
    _id: code,
    ...(hasPercent ? { percentOff: body.percentOff } : { amountOffCents: body.amountOffCents }),
    usage: 'once-per-client',
    limit: body.limit,
    ...(validUntil && { validUntil }),
  };
}

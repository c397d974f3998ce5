import {
  INVALID_MEDICARE_CARD_NUMBER,
  INVALID_MEDICARE_REFERENCE_NUMBER,
  isValidMedicareCardNumber,
  isValidMedicareReferenceNumber,
  normaliseMedicareCardNumber,
} from '@harbour/identifiers';
import { FieldErrors } from '../../../lib/field-errors';
import type { MedicareCard, MedicareCardRequest } from './medicare.types';

export const INVALID_EXPIRY = 'Enter the expiry month on the card, e.g. 2028-04.';
export const EXPIRED_CARD = 'This card has expired. Enter the details of your current Medicare card.';

/** The card, normalised, or 422 naming each failing field (the check digit as domain.md says). */
export function checkMedicareCard(input: MedicareCardRequest, todayYearMonth: string): MedicareCard {
  const errors = new FieldErrors();
  const cardNumber = normaliseMedicareCardNumber(input.cardNumber ?? '');
  if (!isValidMedicareCardNumber(cardNumber)) errors.add('cardNumber', INVALID_MEDICARE_CARD_NUMBER);
  const referenceNumber = (input.referenceNumber ?? '').trim();
  if (!isValidMedicareReferenceNumber(referenceNumber)) errors.add('referenceNumber', INVALID_MEDICARE_REFERENCE_NUMBER);
  const expiry = (input.expiry ?? '').trim();
  const match = /^(\d{4})-(\d{2})$/.exec(expiry);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) errors.add('expiry', INVALID_EXPIRY);
  else if (expiry < todayYearMonth) errors.add('expiry', EXPIRED_CARD);
  errors.throwIfAny();
  return { cardNumber, referenceNumber, expiry };
}

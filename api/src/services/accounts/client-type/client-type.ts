import { ageOn, parseCalendarDate, UNDER_16_AGE } from '../profiles/client-age';
import { COUPLES_THERAPY_TYPE_ID, INDIVIDUAL_THERAPY_TYPE_ID, TEENAGER_THERAPY_TYPE_ID } from '../../reference-data';
import type { ClientTypeName } from './client-type.types';

export interface ClientTypeFacts {
  /** YYYY-MM-DD, when the client gave it. */
  dateOfBirth?: string;
  /** Today on the client's calendar (YYYY-MM-DD). */
  today: string;
  /** A confirmed couples relationship with another client. */
  hasPartner: boolean;
}

export const THERAPY_TYPE_OF: Record<ClientTypeName, number> = {
  Individual: INDIVIDUAL_THERAPY_TYPE_ID,
  Teenager: TEENAGER_THERAPY_TYPE_ID,
  Couples: COUPLES_THERAPY_TYPE_ID,
};

/**
 * Teenager under 16 (the under-16 therapy type), whatever else is true: a young client is seen as
 * a young client first. Otherwise Couples with a confirmed partner, else Individual. No date of
 * birth on file reads as an adult.
 */
export function clientTypeOf({ dateOfBirth, today, hasPartner }: ClientTypeFacts): ClientTypeName {
  if (dateOfBirth && parseCalendarDate(dateOfBirth) && ageOn(dateOfBirth, today) < UNDER_16_AGE) return 'Teenager';
  return hasPartner ? 'Couples' : 'Individual';
}

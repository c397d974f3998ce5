import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { invalidField } from '../../../http/validation';
import { findReferrerByIdentifier } from '../../reference-data';
import type { PatientReferrer } from './client-referrer.types';
import { assertOwnPatient } from '../../accounts';
import { getPatientReferrer } from './client-referrers';
import { isOfReferrerType, parseReferrerType, REFERRER_TYPES, type ReferrerTypeName } from './referrer-type';

export interface ActivePatientReferrer {
  referrerType: ReferrerTypeName;
  /** Whether the client's current partner (the newest unexpired link) is of this type. */
  active: boolean;
  /** That partner, when active. */
  referrer?: PatientReferrer;
}

/** GET /patients/{patientId}/referrer/{referrerType}/active: the signed-in client's own. */
export async function activePatientReferrer(user: AuthenticatedUser, patientId: string, referrerTypeValue: string, now = new Date()): Promise<ActivePatientReferrer> {
  assertOwnPatient(user, patientId);
  const referrerType = parseReferrerType(referrerTypeValue);
  if (!referrerType) throw invalidField('referrerType', `must be one of ${REFERRER_TYPES.join(', ')}`);
  const current = await getPatientReferrer(user, patientId, now);
  const fundingType = current && (await findReferrerByIdentifier(current.id))?.fundingType;
  if (!current || !isOfReferrerType(referrerType, fundingType)) return { referrerType, active: false };
  return { referrerType, active: true, referrer: current };
}

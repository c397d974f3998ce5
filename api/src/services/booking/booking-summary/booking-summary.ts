import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { assertOwnPatient } from '../../accounts';
import { getPatientReferrer } from '../../funding';
import { getPatientProfile } from '../../accounts';
import type { BookingSummary } from './booking-summary.types';

/** GET /sessions/patients/{patientId}/booking-summary: the client's own only (anyone else's is 404). */
export async function getBookingSummary(user: AuthenticatedUser, patientId: string, now = new Date()): Promise<BookingSummary> {
  assertOwnPatient(user, patientId);
  const [profile, partner] = await Promise.all([getPatientProfile(patientId), getPatientReferrer(user, patientId, now)]);
  return { patientId, firstName: profile.firstName, ...(partner && { partnerName: partner.displayName }) };
}

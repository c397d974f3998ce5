import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';

/**
 * A client may only read and write their own records: the patient id in the path must be their
 * own account id. Anyone else's gives the same 404 as an unknown id, so existence is not revealed.
 */
export function assertOwnPatient(user: AuthenticatedUser, patientId: string): void {
  if (user.userType !== 'client' || user.sub !== patientId) throw notFound(`No patient '${patientId}'.`);
}

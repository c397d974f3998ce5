import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { hasCareRelationship } from '../../sessions';

/**
 * Only this psychologist's own patients (a care relationship): anyone else's id answers 404, the
 * same as an unknown one, so ids cannot be probed.
 */
export async function requirePatientOf(user: AuthenticatedUser, patientId: string): Promise<void> {
  if (user.userType !== 'psychologist' || !(await hasCareRelationship(user.sub, patientId))) throw notFound(`No patient '${patientId}' in your practice.`);
}

import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { assertOwnPatient } from '../../users/client-referrers/client-referrers';
import { requirePatientOf } from './patient-access';

/**
 * A patient's record for the patient themself or a psychologist who treats them (a care
 * relationship). Anyone else gets the same 404 as for an unknown id, so ids cannot be probed.
 */
export async function requireSelfOrTheirPsychologist(user: AuthenticatedUser, patientId: string): Promise<void> {
  if (user.userType === 'client') assertOwnPatient(user, patientId);
  else await requirePatientOf(user, patientId);
}

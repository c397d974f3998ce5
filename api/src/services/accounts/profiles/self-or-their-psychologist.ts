import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { treatsClient } from './care-readers';
import { assertOwnPatient } from './own-patient';

/**
 * A client's record for the client themself or a psychologist who treats them (a care
 * relationship). Anyone else gets the same 404 as for an unknown id, so ids cannot be probed.
 */
export async function requireSelfOrTheirPsychologist(user: AuthenticatedUser, patientId: string): Promise<void> {
  if (user.userType === 'client') return assertOwnPatient(user, patientId);
  if (user.userType !== 'psychologist' || !(await treatsClient(user.sub, patientId))) throw notFound(`No patient '${patientId}'.`);
}

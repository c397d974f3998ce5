import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { forbidden, notFound } from '../../http/problem';
import { hasCareRelationship } from '../sessions';

/**
 * Who may read a client's intake answers for a psychologist: the client themself, and that
 * psychologist while they have a care relationship with the client (any session together).
 * Anyone else gets the 404 of an unknown client; a GP 403 (not their record kind).
 */
export async function checkIntakeReader(user: AuthenticatedUser, patientId: string, psychologistId: string): Promise<'client' | 'psychologist'> {
  if (user.userType === 'client' && user.sub === patientId) return 'client';
  if (user.userType === 'psychologist' && user.sub === psychologistId && (await hasCareRelationship(psychologistId, patientId))) return 'psychologist';
  if (user.userType !== 'client' && user.userType !== 'psychologist') throw forbidden('Intake answers are for the client and their psychologist.');
  throw notFound(`No client '${patientId}'.`);
}

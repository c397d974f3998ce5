import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { sessionsOfPatient } from '../../sessions';
import { bestMatchGuarantee } from './best-match-guarantee';
import type { BestMatchGuarantee } from './best-match-guarantee.types';

/** GET /patient/best-match-guarantee: the signed-in client's own standing (equality on patientId: pushed down). */
export async function clientBestMatchGuarantee(client: AuthenticatedUser, now = new Date()): Promise<BestMatchGuarantee> {
  const sessions = await sessionsOfPatient(client.sub);
  return bestMatchGuarantee(sessions, now);
}

import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { SessionModel } from '../../sessions/records/session.model';
import { bestMatchGuarantee, type GuaranteeSession } from './best-match-guarantee';
import type { BestMatchGuarantee } from './best-match-guarantee.types';

/** GET /patient/best-match-guarantee: the signed-in client's own standing (equality on patientId: pushed down). */
export async function clientBestMatchGuarantee(client: AuthenticatedUser, now = new Date()): Promise<BestMatchGuarantee> {
  const sessions = await SessionModel.find({ patientId: client.sub }).lean<GuaranteeSession[]>();
  return bestMatchGuarantee(sessions, now);
}

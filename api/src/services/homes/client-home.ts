import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { listPatientSessions } from '../booking';
import { clientResults } from '../dass21';
import { getEntitlements } from '../funding';
import type { ClientHome } from './homes.types';

/** The client's home in one answer: their sessions, Medicare sessions and DASS-21 scores, read side by side through each domain's front door. */
export async function clientHome(client: AuthenticatedUser, now = new Date()): Promise<ClientHome> {
  const [sessions, entitlements, scores] = await Promise.all([listPatientSessions(client), getEntitlements(client, now), clientResults(client.sub)]);
  return { sessions, entitlements, scores };
}

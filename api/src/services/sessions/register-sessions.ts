import { onAccountClosing, registerCareRelationshipReader } from '../accounts';
import { lastCompletedSessionAt, sessionsStillToCome } from './records/closing-client';
import { hasCareRelationship } from './records/care-relationship';

/** What sessions answers for accounts, registered at start-up: who treats a client, and what closing their account waits for. */
export function registerSessions(): void {
  registerCareRelationshipReader(hasCareRelationship);
  onAccountClosing('sessions', { refusal: sessionsStillToCome, lastServiceAt: lastCompletedSessionAt });
}

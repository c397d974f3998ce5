import { onAccountClosing, registerCareRelationshipReader } from '../accounts';
import { lastCompletedSessionAt, sessionsStillToCome } from './records/closing-client';
import { lastSessionGivenAt, sessionsToGiveOf } from './records/closing-practitioner';
import { hasCareRelationship } from './records/care-relationship';

/** What sessions answers for accounts, registered at start-up: who treats a client, and what closing a client's or psychologist's account waits for. */
export function registerSessions(): void {
  registerCareRelationshipReader(hasCareRelationship);
  onAccountClosing('sessions', { refusal: sessionsStillToCome, lastServiceAt: lastCompletedSessionAt, sessionsToGive: sessionsToGiveOf, lastServiceGivenAt: lastSessionGivenAt });
}

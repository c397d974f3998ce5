import { hasCareRelationship, sessionsOfPatient, sessionsOfPsychologist } from '../sessions';
import { recentPsychologistIds } from './domain/eligibility';
import { namedCache } from '../../lib/cache/fleet-cache';
import { ttlCache } from './domain/ttl-cache';
import { MessagingAvailabilityModel } from './records/messaging-availability.model';

/**
 * Switching messaging off reaches every API process at once (lib/cache); this time bounds it
 * should a forget be lost (Redis away).
 */
const AVAILABILITY_TTL_MS = 5_000;
const availability = ttlCache<MessagingState>(AVAILABILITY_TTL_MS);

/** on, off (the psychologist's switch), or closed (their account was closed: for good). */
export type MessagingState = 'on' | 'off' | 'closed';

/** A psychologist's messaging: no record means on (they switch it off). */
export async function messagingStateOf(psychologistId: string): Promise<MessagingState> {
  const known = availability.get(psychologistId);
  if (known !== undefined) {
    fleet.hit();
    return known;
  }
  fleet.miss();
  const record = await MessagingAvailabilityModel.findById(psychologistId).lean();
  const state: MessagingState = record?.accountClosedAt ? 'closed' : (record?.messagingEnabled ?? true) ? 'on' : 'off';
  availability.set(psychologistId, state);
  return state;
}

/** A psychologist's switch is on (and their account open). */
export async function isMessagingEnabled(psychologistId: string): Promise<boolean> {
  return (await messagingStateOf(psychologistId)) === 'on';
}

const fleet = namedCache('messaging-enabled', (psychologistId) => (psychologistId === undefined ? availability.clear() : availability.delete(psychologistId)));

export function forgetMessagingEnabled(psychologistId: string): void {
  fleet.forget(psychologistId);
}

/** Spec §6: the client's psychologists from sessions in the last 6 months (upcoming included). */
export async function recentPsychologistsOf(clientId: string, now = new Date()): Promise<string[]> {
  // Equality on patientId is pushed down; the date and status are checked here on that small set.
  const sessions = await sessionsOfPatient(clientId, { fields: ['psychologistId', 'startsAt', 'sessionStatus'] });
  return recentPsychologistIds(sessions, now);
}

/** Those of them with messaging switched on: a client sees messaging only if there is one. */
export async function eligiblePsychologistsOf(clientId: string, now = new Date()): Promise<string[]> {
  const ids = await recentPsychologistsOf(clientId, now);
  const enabled = await Promise.all(ids.map(isMessagingEnabled));
  return ids.filter((_, i) => enabled[i]);
}

/** The clients a psychologist has had (or has booked) sessions with in the last 6 months. */
export async function recentClientsOf(psychologistId: string, now = new Date()): Promise<string[]> {
  const sessions = await sessionsOfPsychologist(psychologistId, { fields: ['patientId', 'startsAt', 'sessionStatus'] });
  const recent = recentPsychologistIds(
    sessions.map((s) => ({ psychologistId: s.patientId, startsAt: s.startsAt, sessionStatus: s.sessionStatus })),
    now,
  );
  return recent;
}

/** Whether this client and psychologist have any session together (a psychologist may open a chat then). */
export async function haveSessionTogether(clientId: string, psychologistId: string): Promise<boolean> {
  return hasCareRelationship(psychologistId, clientId);
}

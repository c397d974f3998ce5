import { SessionModel } from '../sessions/records/session.model';
import { recentPsychologistIds } from './domain/eligibility';
import { MessagingAvailabilityModel } from './records/messaging-availability.model';

/** A psychologist's switch: no record means on (they switch it off). */
export async function isMessagingEnabled(psychologistId: string): Promise<boolean> {
  const record = await MessagingAvailabilityModel.findById(psychologistId).lean();
  return record?.messagingEnabled ?? true;
}

/** Spec §6: the client's psychologists from sessions in the last 6 months (upcoming included). */
export async function recentPsychologistsOf(clientId: string, now = new Date()): Promise<string[]> {
  // Equality on patientId is pushed down; the date and status are checked here on that small set.
  const sessions = await SessionModel.find({ patientId: clientId }, { psychologistId: 1, startsAt: 1, sessionStatus: 1 }).lean();
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
  const sessions = await SessionModel.find({ psychologistId }, { patientId: 1, startsAt: 1, sessionStatus: 1 }).lean();
  const recent = recentPsychologistIds(
    sessions.map((s) => ({ psychologistId: s.patientId, startsAt: s.startsAt, sessionStatus: s.sessionStatus })),
    now,
  );
  return recent;
}

/** Whether this client and psychologist have any session together (a psychologist may open a chat then). */
export async function haveSessionTogether(clientId: string, psychologistId: string): Promise<boolean> {
  return (await SessionModel.exists({ patientId: clientId, psychologistId })) !== null;
}

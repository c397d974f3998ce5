import { randomUUID } from 'node:crypto';
import { SessionModel } from '../services/sessions/records/session.model';
import { sessionRecord } from './session-record';

/** A session between a client and a psychologist straight in the database (a care relationship), starting `startsInHours` from now. */
export async function createCareSession(patientId: string, psychologistId: string, startsInHours = 48, status: 'Pending' | 'Cancelled' | 'Completed' = 'Pending'): Promise<string> {
  const _id = randomUUID();
  const startsAt = new Date(Date.now() + startsInHours * 3600_000);
  await SessionModel.create(sessionRecord(patientId, psychologistId, startsAt, { _id, sessionStatus: status }));
  return _id;
}

/** 21 answers: all `value`, with item overrides (1-based item number → answer). */
export function dass21Answers(value = 0, items: Record<number, number> = {}): number[] {
  return Array.from({ length: 21 }, (_, i) => items[i + 1] ?? value);
}

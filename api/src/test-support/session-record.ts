import { randomUUID } from 'node:crypto';
import type { SessionRecord } from '../services/sessions';

/**
 * A session as booking stores one, for tests that need a session in a given state: Pending, private,
 * 50 minutes from `startsAt` in Sydney, both people as participants. `extra` sets any other field
 * (an id, a status, a quote); a different `durationMinutes` moves `endsAt` with it.
 */
export function sessionRecord(patientId: string, psychologistId: string, startsAt: Date, extra: Partial<SessionRecord> = {}): SessionRecord {
  const durationMinutes = extra.durationMinutes ?? 50;
  return {
    _id: randomUUID(),
    patientId,
    psychologistId,
    sessionParticipants: [
      { userId: patientId, userType: 'client', isLeadParticipant: true },
      { userId: psychologistId, userType: 'psychologist', isLeadParticipant: false },
    ],
    startsAt,
    endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000),
    timezoneId: 'Australia/Sydney',
    sessionDurationTypeId: '2',
    durationMinutes,
    therapyTypeId: '1',
    sessionType: 'Private',
    sessionStatus: 'Pending',
    paymentStatus: 'NotDue',
    createdAt: new Date(),
    ...extra,
  };
}

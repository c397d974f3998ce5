import type { SessionDetails } from '@harbour/sdk/booking';

/**
 * A client's upcoming 50-minute private session with Sam Psych, as the sessions API answers it:
 * the one record the areas' page tests stub (client, psychologist and messaging), starting at
 * `startsAt`, with any field overridden.
 */
export function sessionDetails(startsAt: Date, overrides: Partial<SessionDetails> = {}): SessionDetails {
  const sessionId = overrides.sessionId ?? 's-1';
  return {
    sessionId,
    patientId: 'user-3',
    psychologist: { id: 'p-1', firstName: 'Sam', lastName: 'Psych' },
    sessionParticipants: [],
    sessionStartDate: startsAt.toISOString(),
    sessionEndDate: new Date(startsAt.getTime() + 50 * 60_000).toISOString(),
    timezoneId: 'Australia/Sydney',
    durationMinutes: 50,
    sessionDurationTypeId: 2,
    therapyTypeId: 1,
    sessionType: 'Private',
    sessionStatus: 'Pending',
    paymentStatus: 'NotDue',
    joinPath: `/session/${sessionId}`,
    ...overrides,
  };
}

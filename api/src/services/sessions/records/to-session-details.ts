import { patientNameOf, psychologistNameOf } from '../../accounts';
import type { SessionRecord } from './session.model';
import type { SessionDetails } from './session.types';

type Names = Map<string, { firstName?: string; lastName?: string }>;

/** First and last names of the people in these sessions, two reads whatever the number of sessions. */
export async function namesFor(sessions: SessionRecord[]): Promise<Names> {
  const patientIds = [...new Set(sessions.map((s) => s.patientId))];
  const psychologistIds = [...new Set(sessions.map((s) => s.psychologistId))];
  const [patients, psychologists] = await Promise.all([
    Promise.all(patientIds.map((id) => patientNameOf(id))),
    Promise.all(psychologistIds.map((id) => psychologistNameOf(id))),
  ]);
  const names: Names = new Map();
  for (const p of [...patients, ...psychologists]) if (p) names.set(p._id, { firstName: p.firstName, lastName: p.lastName });
  return names;
}

export function toSessionDetails(session: SessionRecord, names: Names = new Map()): SessionDetails {
  const psychologistName = names.get(session.psychologistId) ?? {};
  return {
    sessionId: session._id,
    patientId: session.patientId,
    psychologist: { id: session.psychologistId, ...psychologistName },
    sessionParticipants: session.sessionParticipants.map((p) => ({ ...p, ...(names.get(p.userId) ?? {}) })),
    sessionStartDate: session.startsAt,
    sessionEndDate: session.endsAt,
    timezoneId: session.timezoneId,
    durationMinutes: session.durationMinutes,
    sessionDurationTypeId: Number(session.sessionDurationTypeId),
    therapyTypeId: Number(session.therapyTypeId),
    sessionType: session.sessionType,
    sessionStatus: session.sessionStatus,
    paymentStatus: session.paymentStatus,
    ...(session.bookingGroupId && { bookingGroupId: session.bookingGroupId }),
    ...(session.quote && {
      price: {
        feeCents: session.quote.feeCents,
        rebateCents: session.quote.rebateCents,
        funderPaysCents: session.quote.funderPaysCents,
        discountCents: session.quote.discountCents,
        outOfPocketCents: session.quote.outOfPocketCents,
        ...(session.quote.item && { item: session.quote.item }),
      },
    }),
    ...(session.cancellation && {
      cancellation: {
        byUserType: session.cancellation.byUserType,
        reason: session.cancellation.reason,
        reasonId: session.cancellation.reasonId,
        reasonOther: session.cancellation.reasonOther,
        feeCents: session.cancellation.feeCents,
      },
    }),
    joinPath: `/session/${session._id}`,
  };
}

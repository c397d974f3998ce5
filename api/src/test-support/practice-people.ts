import { SessionModel, type SessionRecord } from '../services/sessions/records/session.model';
import { offerEveryHour } from './booking-people';
import { signInMatrixPeople, type MatrixPerson } from './people';

export type PracticeCaller = MatrixPerson | 'anonymous';

/** A completed private session between them (a care relationship; invoiced at `feeCents`). */
export async function pastSession(psychologistId: string, patientId: string, id: string, feeCents = 22000, extra: Partial<SessionRecord> = {}): Promise<SessionRecord> {
  const startsAt = new Date(Date.now() - 14 * 86_400_000);
  const session: SessionRecord = {
    _id: id,
    patientId,
    psychologistId,
    sessionParticipants: [
      { userId: patientId, userType: 'client', isLeadParticipant: true },
      { userId: psychologistId, userType: 'psychologist', isLeadParticipant: false },
    ],
    startsAt,
    endsAt: new Date(startsAt.getTime() + 50 * 60_000),
    timezoneId: 'Australia/Sydney',
    sessionDurationTypeId: '2',
    durationMinutes: 50,
    therapyTypeId: '1',
    sessionType: 'Private',
    sessionStatus: 'Completed',
    paymentStatus: 'Paid',
    createdAt: new Date(startsAt.getTime() - 86_400_000),
    quote: { feeCents, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: feeCents },
    ...extra,
  };
  await SessionModel.create(session);
  return session;
}

/**
 * The access-matrix cast for the practice endpoints: "psychologist" treats "client" (a past
 * session) and both psychologists take bookings round the clock.
 */
export async function practiceCast(baseUrl: string) {
  const { ids, auth } = await signInMatrixPeople(baseUrl);
  await offerEveryHour(ids.psychologist);
  await offerEveryHour(ids['other psychologist']);
  await pastSession(ids.psychologist, ids.client, `past-${ids.client}`);
  return { ids, auth };
}

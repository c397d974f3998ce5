import { randomUUID } from 'node:crypto';
import { e2eDatabase } from './database';
import { userIdOf } from './sessions';

/**
 * Booked Medicare sessions for the entitlement journey, written straight into the e2e stack's
 * database (as `sessions.ts` does): booking one through checkout needs a card and a free slot,
 * which is checkout's journey, not this one.
 */

/** `count` Pending 50-minute Medicare sessions on the referral, a week apart starting tomorrow. */
export async function bookMedicareSessions(clientEmail: string, psychologistEmail: string, medicareReferralId: string, count: number): Promise<void> {
  const [patientId, psychologistId] = await Promise.all([userIdOf(clientEmail), userIdOf(psychologistEmail)]);
  for (let i = 0; i < count; i++) {
    const startsAt = new Date(Date.now() + (1 + 7 * i) * 24 * 3600_000);
    await (await e2eDatabase()).collection('sessions').insertOne({
      _id: randomUUID() as never,
      patientId,
      psychologistId,
      sessionParticipants: [
        { userId: patientId, userType: 'client', isLeadParticipant: true },
        {
          userId: psychologistId,
          userType: 'psychologist',
          isLeadParticipant: false,
        },
      ],
      startsAt,
      endsAt: new Date(startsAt.getTime() + 50 * 60_000),
      timezoneId: 'Australia/Sydney',
      sessionDurationTypeId: '2',
      durationMinutes: 50,
      therapyTypeId: '1',
      sessionType: 'Medicare',
      sessionStatus: 'Pending',
      paymentStatus: 'NotDue',
      createdAt: new Date(),
      medicareReferralId,
      quote: {
        feeCents: 20000,
        rebateCents: 9895,
        funderPaysCents: 0,
        discountCents: 0,
        outOfPocketCents: 10105,
      },
    });
  }
}

import { isDuplicateKey } from '../lib/duplicate-key';
import { findAccountByEmail } from '../services/identity/accounts/accounts';
import { SessionModel, type SessionRecord } from '../services/sessions/records/session.model';
import { STANDARD_SESSION_DURATION_TYPE_ID } from '../services/reference-data/user-taxonomies/data/session-duration-types';
import { INDIVIDUAL_THERAPY_TYPE_ID } from '../services/reference-data/user-taxonomies/data/therapy-types';
import { DEMO_WORLDS } from './demo-worlds';


const DAY_MS = 24 * 3600 * 1000;

/** 10:00 Sydney (AEDT, UTC+11 in summer; the exact hour does not matter for the demo) `days` from today. */
function tenAmSydney(now: Date, days: number): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY_MS);
  return new Date(day.getTime() - 1 * 3600 * 1000); // 23:00 UTC the day before = 10:00 AEDT
}

function demoSession(_id: string, patientId: string, psychologistId: string, startsAt: Date, past: boolean): SessionRecord {
  return {
    _id,
    patientId,
    psychologistId,
    sessionParticipants: [
      { userId: patientId, userType: 'client', isLeadParticipant: true },
      { userId: psychologistId, userType: 'psychologist', isLeadParticipant: false },
    ],
    startsAt,
    endsAt: new Date(startsAt.getTime() + 50 * 60 * 1000),
    timezoneId: 'Australia/Sydney',
    sessionDurationTypeId: String(STANDARD_SESSION_DURATION_TYPE_ID),
    durationMinutes: 50,
    therapyTypeId: String(INDIVIDUAL_THERAPY_TYPE_ID),
    sessionType: 'Private',
    sessionStatus: past ? 'Completed' : 'Pending',
    paymentStatus: past ? 'Paid' : 'NotDue',
    createdAt: new Date(startsAt.getTime() - 7 * DAY_MS),
    // A private fee, so the practice area's invoice for the past session has amounts to show.
    quote: { feeCents: 22000, rebateCents: 0, funderPaysCents: 0, discountCents: 0, outOfPocketCents: 22000 },
  };
}

/**
 * In each demo world, a past (2 weeks ago) and an upcoming (in a week) session between the client
 * and the psychologist, so the client sees messaging (spec §6) before the booking flow has made
 * any. Idempotent: fixed ids, inserted once (an existing one is left as it is). Needs the demo
 * accounts; returns the ids it created.
 */
export async function seedDemoSessions(now = new Date()): Promise<string[]> {
  const created: string[] = [];
  for (const world of DEMO_WORLDS) {
    const [client, psychologist] = await Promise.all([findAccountByEmail(world.client), findAccountByEmail(world.psychologist)]);
    if (!client || !psychologist) continue;
    const sessions = [
      demoSession(world.sessionIds.past, client._id, psychologist._id, tenAmSydney(now, -14), true),
      demoSession(world.sessionIds.upcoming, client._id, psychologist._id, tenAmSydney(now, 7), false),
    ];
    for (const session of sessions) {
      try {
        await SessionModel.create(session);
        created.push(session._id);
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
  }
  return created;
}

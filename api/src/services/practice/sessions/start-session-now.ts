import { randomUUID } from 'node:crypto';
import { psychologistNameOf } from '../../accounts';
import type { SessionRecord } from '../../sessions';
import { bookForPatient } from './book-for-patient';
import { joinUrlOf, sendJoinLink, type JoinLinkChannelName } from './join-link';

export interface StartSessionNow {
  psychologistId: string;
  patientId: string;
  durationMinutes: number;
  sessionDurationTypeId: number;
  priceCents: number;
  now: Date;
}

const MINUTE_MS = 60_000;

/**
 * An ad-hoc session that starts now (on the minute, so it reads as a time): booked like any
 * session the psychologist arranges (slot locks decide, so it never overlaps another session and
 * two at once make one), then the client is sent the link to its waiting room, which the join
 * window opens at once.
 */
export async function startSessionNow(input: StartSessionNow): Promise<{ session: SessionRecord; joinUrl: string; sentBy: JoinLinkChannelName[] }> {
  const startsAt = new Date(Math.floor(input.now.getTime() / MINUTE_MS) * MINUTE_MS);
  const session = await bookForPatient({ ...input, startsAt, sessionId: randomUUID(), timeRule: 'now', notify: 'none' });
  const joinUrl = joinUrlOf(session._id);
  const psychologist = await psychologistNameOf(input.psychologistId);
  const psychologistName = [psychologist?.firstName, psychologist?.lastName].filter(Boolean).join(' ') || 'Your psychologist';
  const sentBy = await sendJoinLink({ sessionId: session._id, patientId: session.patientId, psychologistName, joinUrl, durationMinutes: session.durationMinutes, priceCents: input.priceCents });
  return { session, joinUrl, sentBy };
}

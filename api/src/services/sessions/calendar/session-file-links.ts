import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { configuration } from '../../../configuration';
import { notFound } from '../../../http/problem';
import { namesFor } from '../records/to-session-details';
import { SessionModel } from '../records/session.model';
import { CalendarLinkModel } from './calendar-link.model';
import { sessionsCalendar } from './session-ical';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The ".ics" address put in a booking email or text: a random 128-bit token (short enough for a
 * text), stored only as its SHA-256, that opens this one session's calendar file for the person it
 * was sent to, without signing in (a link in a message cannot carry a sign-in). It shows what the
 * session is now: a moved session's new time, a cancelled one marked CANCELLED (calendars drop it).
 */
export async function issueSessionFileUrl(sessionId: string, recipient: { userId: string; userType: 'client' | 'psychologist' }, now = new Date()): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await CalendarLinkModel.create({ _id: randomUUID(), kind: 'session-file', userId: recipient.userId, userType: recipient.userType, sessionId, tokenHash: hash(token), createdAt: now });
  return `${configuration().publicUrl}/api/sessions/calendar/session/${token}/harbour-session.ics`;
}

/** The file for a token; an unknown token, or one for a session that is gone: 404. */
export async function sessionFileFor(token: string): Promise<string> {
  const link = token && token.length < 100 ? await CalendarLinkModel.findOne({ tokenHash: hash(token) }).lean() : null;
  const session = link?.kind === 'session-file' && link.sessionId ? await SessionModel.findById(link.sessionId).lean() : null;
  const own = session && (link!.userType === 'client' ? session.patientId : session.psychologistId) === link!.userId;
  if (!session || !own) throw notFound('No such calendar file.');
  return sessionsCalendar([session], await namesFor([session]), link!.userType, 'Harbour session');
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { configuration } from '../../../configuration';
import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { SessionModel } from '../records/session.model';
import { namesFor } from '../records/to-session-details';
import { CalendarLinkModel } from './calendar-link.model';
import type { CalendarAuthorisationUrl, CalendarFeed, CalendarLinkStatus } from './calendar.types';
import { sessionsCalendar } from './session-ical';

const CODE_TTL_MS = 10 * 60_000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

function requireSessionUser(user: AuthenticatedUser): 'client' | 'psychologist' {
  if (user.userType !== 'client' && user.userType !== 'psychologist') throw notFound('No calendar.');
  return user.userType;
}

/** Only back to this portal: a code must never be handed to another site. */
function checkRedirect(redirectUrl: string): URL {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    throw invalidField('redirectUrl', 'Must be an absolute URL on this portal.');
  }
  if (url.origin !== new URL(configuration().publicUrl).origin) throw invalidField('redirectUrl', 'Must be an address on this portal.');
  return url;
}

export async function calendarAuthorisationUrl(user: AuthenticatedUser, redirectUrl: string, now = new Date()): Promise<CalendarAuthorisationUrl> {
  const userType = requireSessionUser(user);
  const url = checkRedirect(redirectUrl);
  const code = newToken();
  await CalendarLinkModel.create({ _id: randomUUID(), kind: 'code', userId: user.sub, userType, tokenHash: hash(code), redirectUrl: url.toString(), createdAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
  url.searchParams.set('code', code);
  return { url: url.toString() };
}

/** Exchanges the one-time code for a new feed; any earlier feed of this person stops working. */
export async function completeCalendarAuthorisation(user: AuthenticatedUser, code: string, redirectUrl: string, now = new Date()): Promise<CalendarFeed> {
  const userType = requireSessionUser(user);
  const record = code ? await CalendarLinkModel.findOne({ tokenHash: hash(code) }).lean() : null;
  if (!record || record.kind !== 'code' || record.userId !== user.sub || (record.expiresAt && record.expiresAt <= now) || record.redirectUrl !== checkRedirect(redirectUrl).toString()) {
    throw invalidField('code', 'This calendar link code is not valid or has expired.');
  }
  // The delete is the one-time use: a second exchange finds nothing.
  const used = await CalendarLinkModel.deleteOne({ _id: record._id });
  if (used.deletedCount !== 1) throw invalidField('code', 'This calendar link code is not valid or has expired.');
  await revokeFeeds(user.sub);
  const token = newToken();
  await CalendarLinkModel.create({ _id: randomUUID(), kind: 'feed', userId: user.sub, userType, tokenHash: hash(token), createdAt: now });
  const feedUrl = `${configuration().publicUrl}/api/sessions/calendar/feed/${token}`;
  return { feedUrl, webcalUrl: feedUrl.replace(/^https?:/, 'webcal:') };
}

async function revokeFeeds(userId: string): Promise<void> {
  const links = await CalendarLinkModel.find({ userId }).lean();
  await Promise.all(links.filter((l) => l.kind === 'feed').map((l) => CalendarLinkModel.deleteOne({ _id: l._id })));
}

export async function revokeCalendarAuthorisation(user: AuthenticatedUser): Promise<void> {
  requireSessionUser(user);
  await revokeFeeds(user.sub);
}

export async function calendarLinkStatus(user: AuthenticatedUser): Promise<CalendarLinkStatus> {
  requireSessionUser(user);
  const feed = (await CalendarLinkModel.find({ userId: user.sub }).lean()).find((l) => l.kind === 'feed');
  return feed ? { isLinked: true, linkedAt: feed.createdAt } : { isLinked: false };
}

/** The feed for a token: the person's sessions that are not cancelled; unknown or revoked → 404. */
export async function calendarFeed(token: string): Promise<string> {
  const link = token && token.length < 200 ? await CalendarLinkModel.findOne({ tokenHash: hash(token) }).lean() : null;
  if (!link || link.kind !== 'feed') throw notFound('No such calendar.');
  const filter = link.userType === 'client' ? { patientId: link.userId } : { psychologistId: link.userId };
  const sessions = (await SessionModel.find(filter).lean()).filter((s) => s.sessionStatus !== 'Cancelled');
  return sessionsCalendar(sessions, await namesFor(sessions), link.userType);
}

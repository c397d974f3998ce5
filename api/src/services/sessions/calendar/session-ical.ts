import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { configuration } from '../../../configuration';
import type { SessionRecord } from '../records/session.model';

type Names = Map<string, { firstName?: string; lastName?: string }>;

const fullName = (names: Names, id: string) => {
  const n = names.get(id);
  return n ? `${n.firstName ?? ''} ${n.lastName ?? ''}`.trim() : '';
};

/**
 * An iCalendar (RFC 5545) calendar of sessions, built with ical-generator. Times are UTC instants;
 * each calendar app shows them in its own zone. A cancelled session is left out of a feed (the
 * app then drops it) and marked CANCELLED in a single-session file.
 */
export function sessionsCalendar(sessions: SessionRecord[], names: Names, viewer: 'client' | 'psychologist', name = 'Harbour sessions'): string {
  const { publicUrl } = configuration();
  const calendar = ical({ name, prodId: { company: 'Harbour', product: 'sessions', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
  for (const session of sessions) {
    const counterpart = viewer === 'client' ? fullName(names, session.psychologistId) : fullName(names, session.patientId);
    calendar.createEvent({
      id: `${session._id}@harbour`,
      start: session.startsAt,
      end: session.endsAt,
      summary: counterpart ? `Harbour session with ${counterpart}` : 'Harbour session',
      description: `Video session (${session.durationMinutes} minutes). Join at ${publicUrl}/session/${session._id} a few minutes before the start.`,
      url: `${publicUrl}/session/${session._id}`,
      location: 'Online (Harbour video)',
      status: session.sessionStatus === 'Cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: session.rescheduleCount ?? 0,
      stamp: session.createdAt,
    });
  }
  return calendar.toString();
}

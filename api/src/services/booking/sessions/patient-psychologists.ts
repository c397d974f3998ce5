import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { assertOwnPatient } from '../../accounts';
import type { PatientPsychologist, PatientPsychologists } from './patient-psychologists.types';
import { listPatientSessions } from './session-queries';
import type { SessionDetails } from '../../sessions';

/**
 * One line per psychologist in the client's sessions (any status: the care relationship every
 * read of the client's record asks for), most recently seen or booked first.
 */
export function psychologistsOfSessions(sessions: readonly SessionDetails[], now: Date): PatientPsychologist[] {
  const byId = new Map<string, { line: PatientPsychologist; latest: number }>();
  for (const s of sessions) {
    const entry = byId.get(s.psychologist.id) ?? {
      line: { psychologistId: s.psychologist.id, ...(s.psychologist.firstName !== undefined && { firstName: s.psychologist.firstName }), ...(s.psychologist.lastName !== undefined && { lastName: s.psychologist.lastName }), completedSessions: 0 },
      latest: 0,
    };
    byId.set(s.psychologist.id, entry);
    const start = s.sessionStartDate;
    if (s.sessionStatus === 'Completed') entry.line.completedSessions += 1;
    if (s.sessionStatus !== 'Cancelled') {
      entry.latest = Math.max(entry.latest, start.getTime());
      if (start <= now && (!entry.line.lastSessionAt || start > entry.line.lastSessionAt)) entry.line.lastSessionAt = start;
      if (start > now && s.sessionStatus === 'Pending' && (!entry.line.nextSessionAt || start < entry.line.nextSessionAt)) entry.line.nextSessionAt = start;
    }
  }
  return [...byId.values()].sort((a, b) => b.latest - a.latest || a.line.psychologistId.localeCompare(b.line.psychologistId)).map((e) => e.line);
}

/** GET /patients/{patientId}/psychologists: the signed-in client's own. */
export async function patientPsychologists(user: AuthenticatedUser, patientId: string, now = new Date()): Promise<PatientPsychologists> {
  assertOwnPatient(user, patientId);
  const { sessions } = await listPatientSessions(user);
  return { psychologists: psychologistsOfSessions(sessions, now) };
}

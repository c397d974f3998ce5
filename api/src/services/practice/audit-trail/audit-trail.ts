import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { auditEventsOfPatient } from '../../audit';
import type { AuditEventRecord } from '../../audit';
import { namesOf } from '../case-notes/case-note-views';
import { requirePatientOf } from '../patients/patient-access';
import type { AuditEventView } from './audit-trail.types';
import { newestFirst } from '../../../lib/record-order';

export const MAX_TRAIL_EVENTS = 500;

async function views(patientId: string, events: AuditEventRecord[], limit = MAX_TRAIL_EVENTS): Promise<AuditEventView[]> {
  const newest = events.sort(newestFirst((event) => event.at)).slice(0, limit);
  const names = await namesOf(newest.map((e) => e.actorId));
  return newest.map((e) => ({
    eventId: e._id,
    patientId,
    actorId: e.actorId,
    actorType: e.actorType,
    actorName: names.get(e.actorId) ?? (e.actorType === 'administrator' ? 'Administrator' : 'Unknown'),
    action: e.action,
    recordKind: e.recordKind,
    recordId: e.recordId,
    at: e.at.toISOString(),
    ...(e.detail ? { detail: e.detail } : {}),
  }));
}

/** A psychologist's view of one of their patient's trail (their patient only). */
export async function patientAuditTrail(user: AuthenticatedUser, patientId: string): Promise<AuditEventView[]> {
  await requirePatientOf(user, patientId);
  return views(patientId, await auditEventsOfPatient(patientId));
}

import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { invalidField } from '../../../http/validation';
import { auditEventsByActor, auditEventsOfPatient } from '../../audit';
import type { AuditEventRecord } from '../../audit';
import { namesOf } from '../case-notes/case-note-views';
import { requirePatientOf } from '../patients/patient-access';
import type { AuditEventView } from './audit-trail.types';

export const MAX_TRAIL_EVENTS = 500;

async function views(events: AuditEventRecord[], limit = MAX_TRAIL_EVENTS): Promise<AuditEventView[]> {
  const newest = events.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
  const names = await namesOf(newest.map((e) => e.actorId));
  return newest.map((e) => ({
    eventId: e._id,
    patientId: e.patientId,
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
  return views(await auditEventsOfPatient(patientId));
}

export interface AuditQuery {
  patientId?: string;
  actorId?: string;
  from?: Date;
  to?: Date;
}

/**
 * The administrator's query: by patient or by actor (one of them, so the read is an indexed
 * equality), narrowed by time in memory.
 */
export async function queryAuditEvents(query: AuditQuery): Promise<AuditEventView[]> {
  if (!query.patientId && !query.actorId) throw invalidField('patientId', 'give a patientId or an actorId');
  const found = query.patientId ? await auditEventsOfPatient(query.patientId) : await auditEventsByActor(query.actorId!);
  return views(
    found.filter(
      (e) => (!query.actorId || e.actorId === query.actorId) && (!query.from || e.at >= query.from) && (!query.to || e.at <= query.to),
    ),
  );
}

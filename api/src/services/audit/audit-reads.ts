import { AuditEventModel, type AuditEventRecord } from './audit-event.model';

/** One patient's trail, unsorted (equality on patientId: indexed, pushed down on FerretDB). */
export async function auditEventsOfPatient(patientId: string): Promise<AuditEventRecord[]> {
  return AuditEventModel.find({ patientId }).lean<AuditEventRecord[]>();
}

/** Everything one person did, unsorted (equality on actorId: indexed). */
export async function auditEventsByActor(actorId: string): Promise<AuditEventRecord[]> {
  return AuditEventModel.find({ actorId }).lean<AuditEventRecord[]>();
}

/** Every event between two instants (either open), unsorted: the administrator's search by dates. */
export async function auditEventsBetween(from?: Date, to?: Date): Promise<AuditEventRecord[]> {
  const at = { ...(from && { $gte: from }), ...(to && { $lte: to }) };
  return AuditEventModel.find(from || to ? { at } : {}).lean<AuditEventRecord[]>();
}

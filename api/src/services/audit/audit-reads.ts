import { AuditEventModel, type AuditEventRecord } from './audit-event.model';

/** One patient's trail, unsorted (equality on patientId: indexed, pushed down on FerretDB). */
export async function auditEventsOfPatient(patientId: string): Promise<AuditEventRecord[]> {
  return AuditEventModel.find({ patientId }).lean<AuditEventRecord[]>();
}

/** Everything one person did, unsorted (equality on actorId: indexed). */
export async function auditEventsByActor(actorId: string): Promise<AuditEventRecord[]> {
  return AuditEventModel.find({ actorId }).lean<AuditEventRecord[]>();
}

// The audit domain's front door: what other domains may use (functions and types, never its models).
export type { AuditEventRecord } from './audit-event.model';
export type { AuditAction, AuditRecordKind } from './audit-event.model';
export { auditEventsBetween, auditEventsByActor, auditEventsOfPatient } from './audit-reads';
export { recordAudit } from './record-audit';
export { breakGlassClientId, breakGlassReason } from './break-glass-request';
export { breakGlassEmail } from './break-glass-email';

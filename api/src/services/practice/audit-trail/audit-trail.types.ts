export interface AuditEventView {
  eventId: string;
  patientId: string;
  actorId: string;
  actorType: string;
  actorName: string;
  action: string;
  recordKind: string;
  recordId: string;
  at: string;
  detail?: string;
}

export interface AuditTrail {
  /** Newest first; at most `limit` (500 by default). */
  events: AuditEventView[];
}

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

/** The administrator's search: a patient and an actor (each an id or an email) and Sydney dates, all optional. */
export interface AdminAuditSearch {
  patient?: string;
  actor?: string;
  /** First Sydney day, YYYY-MM-DD. */
  fromDate?: string;
  /** Last Sydney day, YYYY-MM-DD (included). */
  toDate?: string;
  page?: number;
}

/** Metadata only: never a record's content, nor a clinical event's detail. */
export interface AdminAuditEventView {
  eventId: string;
  at: string;
  actorId: string;
  actorType: string;
  actorName: string;
  action: string;
  recordKind: string;
  recordId: string;
  patientId?: string;
  patientName?: string;
  /** Only on an administrator's own decisions and searches (the reason given, what was searched). */
  detail?: string;
}

/** One page of the trail, newest first. */
export interface AdminAuditPage {
  events: AdminAuditEventView[];
  total: number;
  page: number;
  pageSize: number;
}

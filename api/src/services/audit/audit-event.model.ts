import { Schema, model } from 'mongoose';
import type { AccountUserType } from '../identity';

/**
 * One read or change of a clinical record (case note, patient note, file, referral, DASS-21
 * result): who, in which role, when (UTC), what they did, to which record of which patient; and
 * each administrator's decision about a practitioner's account and search of this trail (no patient).
 * Append-only: nothing in the API updates or deletes these (domain.md, privacy duties).
 */
export type AuditAction =
  | 'read'
  | 'create'
  | 'update'
  | 'lock'
  | 'addendum'
  | 'share'
  | 'delete'
  | 'download'
  | 'refused'
  | 'approve'
  | 'decline'
  | 'suspend'
  | 'reinstate'
  | 'search'
  | 'export'
  /** An administrator read clinical content, giving a reason (break-glass). */
  | 'break-glass'
  /** Support: an enquiry assigned, replied to, resolved; an account unlocked, sent a new code, closed. */
  | 'assign'
  | 'reply'
  | 'resolve'
  | 'unlock'
  | 'resend-code'
  | 'close'
  /** Content made public or taken down in the console. */
  | 'publish'
  | 'unpublish';
export type AuditRecordKind =
  | 'case-note'
  | 'case-note-attachment'
  | 'patient-note'
  | 'patient-file'
  | 'medicare-referral'
  | 'dass21-result'
  | 'correspondence'
  | 'patient-profile'
  | 'intake-answers'
  | 'practitioner-account'
  /** A person's account as a whole: an administrator's lookup by email, a data export. */
  | 'account'
  | 'audit-trail'
  | 'enquiry'
  /** A content page or article (by site path), and a redirect (by its from-path). */
  | 'content-page'
  | 'redirect'
  /** A secure-messaging conversation between a client and a psychologist (a break-glass read). */
  | 'conversation'
  /** A support hub FAQ (by its slug). */
  | 'faq';

export interface AuditEventRecord {
  _id: string;
  /** Absent for events about no patient (a practitioner's account, a search of the trail). */
  patientId?: string;
  actorId: string;
  actorType: AccountUserType;
  action: AuditAction;
  recordKind: AuditRecordKind;
  recordId: string;
  at: Date;
  /** Why, when there is a reason to keep (e.g. the soft-delete reason, "note is locked"). */
  detail?: string;
}

const auditEventSchema = new Schema<AuditEventRecord>(
  {
    _id: { type: String, required: true },
    patientId: { type: String },
    actorId: { type: String, required: true },
    actorType: { type: String, required: true },
    action: { type: String, required: true },
    recordKind: { type: String, required: true },
    recordId: { type: String, required: true },
    at: { type: Date, required: true },
    detail: { type: String },
  },
  { collection: 'audit_events', versionKey: false },
);
// Trails are read per patient (pushed-down equality) and sorted in memory: one patient's trail is small.
auditEventSchema.index({ patientId: 1 });
// The administrator's query by actor (the audit trail).
auditEventSchema.index({ actorId: 1 });
// The administrator's search by date range, newest first.
auditEventSchema.index({ at: -1 });

export const AuditEventModel = model<AuditEventRecord>('AuditEvent', auditEventSchema);

import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { invalidField } from '../../../http/validation';
import { auditEventsBetween, auditEventsByActor, auditEventsOfPatient, recordAudit } from '../../audit';
import type { AuditEventRecord } from '../../audit';
import { findAccountByEmail } from '../../identity';
import { namesOf } from '../case-notes/case-note-views';
import { isEmailTerm, sydneyDateRange } from './audit-search-query';
import type { AdminAuditEventView, AdminAuditPage, AdminAuditSearch } from './audit-trail.types';

export const AUDIT_PAGE_SIZE = 50;
/** A search naming no one reads by dates alone, which FerretDB cannot narrow in SQL: a month at most. */
export const UNNAMED_SEARCH_MAX_DAYS = 31;
const DAY_MS = 86_400_000;
export const AUDIT_EXPORT_LIMIT = 10_000;

/**
 * Kinds whose `detail` an administrator may read: their own decisions' reasons and searches (and
 * the reason of a break-glass read, also theirs; an account lookup's address and a data export's
 * reason). A
 * clinical event's detail (a deletion reason, a referral's words) can carry clinical content, so
 * the administrator sees only its metadata: who, what kind of record, which one, when.
 */
const DETAIL_SHOWN_TO_ADMINISTRATORS = new Set(['practitioner-account', 'account', 'audit-trail']);

async function accountIdOf(field: 'patient' | 'actor', term: string): Promise<string> {
  if (!isEmailTerm(term)) return term;
  const account = await findAccountByEmail(term);
  if (!account) throw invalidField(field, 'No account has this email.');
  return account._id;
}

/**
 * The matching events, newest first: one indexed equality read when a person is named, else the
 * date range (a month at most, as FerretDB scans for it).
 */
async function matchingEvents(search: AdminAuditSearch, now: Date): Promise<AuditEventRecord[]> {
  const { from, to } = sydneyDateRange(search.fromDate, search.toDate);
  const patient = search.patient?.trim();
  const actor = search.actor?.trim();
  const patientId = patient ? await accountIdOf('patient', patient) : undefined;
  const actorId = actor ? await accountIdOf('actor', actor) : undefined;
  if (!patientId && !actorId && (!from || (to ?? now).getTime() - from.getTime() > UNNAMED_SEARCH_MAX_DAYS * DAY_MS))
    throw invalidField('fromDate', `Name a patient or who acted, or search at most ${UNNAMED_SEARCH_MAX_DAYS} days.`);
  const found = patientId ? await auditEventsOfPatient(patientId) : actorId ? await auditEventsByActor(actorId) : await auditEventsBetween(from, to);
  return found
    .filter((e) => (!actorId || e.actorId === actorId) && (!from || e.at >= from) && (!to || e.at <= to))
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b._id.localeCompare(a._id));
}

async function views(events: AuditEventRecord[]): Promise<AdminAuditEventView[]> {
  const names = await namesOf(events.flatMap((e) => (e.patientId ? [e.actorId, e.patientId] : [e.actorId])));
  return events.map((e) => ({
    eventId: e._id,
    at: e.at.toISOString(),
    actorId: e.actorId,
    actorType: e.actorType,
    actorName: names.get(e.actorId) ?? (e.actorType === 'administrator' ? 'Administrator' : 'Unknown'),
    action: e.action,
    recordKind: e.recordKind,
    recordId: e.recordId,
    ...(e.patientId && { patientId: e.patientId, patientName: names.get(e.patientId) ?? 'Unknown' }),
    ...(e.detail && (DETAIL_SHOWN_TO_ADMINISTRATORS.has(e.recordKind) || e.action === 'break-glass') && { detail: e.detail }),
  }));
}

/** What the administrator searched for, kept on the audit event of the search. */
const searchWords = (search: AdminAuditSearch) =>
  (['patient', 'actor', 'fromDate', 'toDate'] as const)
    .filter((key) => search[key]?.trim())
    .map((key) => `${key}=${search[key]!.trim()}`)
    .join(' ') || 'everything';

/** The administrator's search of the trail, a page at a time; the search itself is audited. */
export async function searchAuditTrail(admin: AuthenticatedUser, search: AdminAuditSearch, now = new Date()): Promise<AdminAuditPage> {
  const page = search.page ?? 1;
  if (!Number.isInteger(page) || page < 1) throw invalidField('page', 'Use a whole number from 1.');
  const events = await matchingEvents(search, now);
  const start = (page - 1) * AUDIT_PAGE_SIZE;
  const shown = await views(events.slice(start, start + AUDIT_PAGE_SIZE));
  await recordAudit(admin, { action: 'search', recordKind: 'audit-trail', recordId: '*', detail: `page ${page}: ${searchWords(search)}` }, now);
  return { events: shown, total: events.length, page, pageSize: AUDIT_PAGE_SIZE };
}

/** Every matching event (newest first, at most 10,000) for the CSV download; audited as an export. */
export async function exportAuditTrail(admin: AuthenticatedUser, search: AdminAuditSearch, now = new Date()): Promise<AdminAuditPage> {
  const events = (await matchingEvents(search, now)).slice(0, AUDIT_EXPORT_LIMIT);
  const shown = await views(events);
  await recordAudit(admin, { action: 'export', recordKind: 'audit-trail', recordId: '*', detail: `${shown.length} events: ${searchWords(search)}` }, now);
  return { events: shown, total: shown.length, page: 1, pageSize: AUDIT_EXPORT_LIMIT };
}

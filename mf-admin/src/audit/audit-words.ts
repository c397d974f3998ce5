import type { AdminAuditEventView } from '@harbour/sdk/practice';
import { formatInstant, zoneAbbreviation } from '@harbour/ui';
import { toCsv } from '../export/csv';

export const SYDNEY = 'Australia/Sydney';

/** An event's time as Harbour's operators read it: Sydney's clock, with the zone named ("1 Jul 2026, 12:30 am AEST"). */
export const sydneyWhen = (iso: string) => `${formatInstant(iso, 'shortDateTime', SYDNEY)} ${zoneAbbreviation(SYDNEY, iso)}`;

const ACTIONS: Record<string, string> = {
  read: 'Read',
  create: 'Created',
  update: 'Changed',
  lock: 'Locked',
  addendum: 'Added an addendum',
  share: 'Shared',
  delete: 'Deleted',
  download: 'Downloaded',
  refused: 'Refused',
  approve: 'Approved',
  decline: 'Declined',
  suspend: 'Suspended',
  reinstate: 'Reinstated',
  search: 'Searched the audit trail',
  export: 'Exported the audit trail',
  'break-glass': 'Read (break-glass)',
  assign: 'Assigned',
  reply: 'Replied',
  resolve: 'Resolved',
  publish: 'Published',
  unpublish: 'Unpublished',
};

/** Actions on a person's account as a whole, where the audit trail's own words would mislead. */
const ACCOUNT_ACTIONS: Record<string, string> = { search: 'Looked up an account', export: 'Exported their data', unlock: 'Unlocked sign-in', 'resend-code': 'Resent a sign-up code', close: 'Closed the account' };

/** What happened, in words (an unknown action as it is stored). */
export const actionWords = (action: string, recordKind?: string) => (recordKind === 'account' ? ACCOUNT_ACTIONS[action] : undefined) ?? ACTIONS[action] ?? action;

/** The record, e.g. "patient-note 3f2…" → "patient note 3f2…". */
export const recordWords = (e: Pick<AdminAuditEventView, 'recordKind' | 'recordId'>) => `${e.recordKind.replace(/-/g, ' ')} ${e.recordId}`;

/** The search as CSV: one header row, then one row per event (times in UTC and in Sydney). */
export function auditCsv(events: readonly AdminAuditEventView[]): string {
  return toCsv([
    ['Time (UTC)', 'Time (Sydney)', 'Actor', 'Actor type', 'Actor id', 'Action', 'Record kind', 'Record id', 'Patient', 'Patient id', 'Detail'],
    ...events.map((e) => [e.at, sydneyWhen(e.at), e.actorName, e.actorType, e.actorId, e.action, e.recordKind, e.recordId, e.patientName, e.patientId, e.detail]),
  ]);
}

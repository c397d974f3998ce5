import { DateTime } from 'luxon';
import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { recordAudit } from '../../audit';
import { findAccountById } from '../../identity';
import { caseNotesPart } from './case-notes-part';
import { dass21Part } from './dass21-part';
import { zipOf, type ExportPart } from './export-entries';
import { exportReason } from './export-reason';
import { filesPart } from './files-part';
import { messagesPart } from './messages-part';
import { paymentsPart } from './payments-part';
import { profilePart } from './profile-part';
import { referralsPart } from './referrals-part';
import { sessionsPart } from './sessions-part';

const PARTS: ExportPart[] = [profilePart, sessionsPart, paymentsPart, messagesPart, dass21Part, caseNotesPart, referralsPart, filesPart];

export interface DataExport {
  fileName: string;
  zip: Buffer;
}

/** harbour-data-<Sydney date>-<account id>.zip */
export const exportFileName = (accountId: string, now: Date) => `harbour-data-${DateTime.fromJSDate(now, { zone: 'Australia/Sydney' }).toISODate()}-${accountId}.zip`;

/**
 * A person's data for a Privacy Act access request: a zip of JSON files and their files. Each
 * domain's records are read through its front door; the export is recorded (action `export`, the
 * person as subject, the reason) before anything is returned, so an export that cannot be recorded
 * does not happen. A missing reason is 422 and nothing is read or written.
 */
export async function exportPersonData(admin: AuthenticatedUser, accountId: string, body: { reason?: unknown }, now = new Date()): Promise<DataExport> {
  const reason = exportReason(body.reason);
  const person = await findAccountById(accountId);
  if (!person) throw notFound(`No account '${accountId}'.`);
  const parts = await Promise.all(PARTS.map((part) => part(person, now)));
  const zip = zipOf(Object.assign({}, ...parts));
  await recordAudit(admin, { patientId: person._id, action: 'export', recordKind: 'account', recordId: person._id, detail: `data export: ${reason}` }, now);
  return { fileName: exportFileName(person._id, now), zip };
}

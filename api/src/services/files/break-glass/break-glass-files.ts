import type { AuthenticatedUser } from '../../../auth/authenticated-user';
import { notFound } from '../../../http/problem';
import { fileStore } from '../../../lib/file-store/gridfs-file-store';
import { gpNamesOf, patientNameOf, patientNamesOf, psychologistNamesOf } from '../../accounts';
import { breakGlassClientId, breakGlassReason, recordAudit } from '../../audit';
import { findAccountById } from '../../identity';
import { recipientZoneOf, sendEmail } from '../../notifications';
import { psychologistIdsOf } from '../../sessions';
import { FILE_NOT_FOUND, liveFilesOf, toPatientFile, type FileContent } from '../patient-file-access';
import { PatientFileModel, type PatientFileRecord } from '../records/patient-file.model';
import { breakGlassFileListEmail, breakGlassFileOpenedEmail } from './break-glass-files-email';
import { practitionersConcerned, readersOfFile, type Practitioner } from './break-glass-files-people';
import type { BreakGlassFiles } from './break-glass-files.types';

interface Name {
  firstName: string;
  lastName: string;
}

/** The names of clients, psychologists and GPs among these ids, in three reads. */
async function namesOf(ids: string[]): Promise<Map<string, Name>> {
  const unique = [...new Set(ids)];
  const [patients, psychologists, gps] = await Promise.all([patientNamesOf(unique), psychologistNamesOf(unique), gpNamesOf(unique)]);
  return new Map([...patients, ...psychologists, ...gps].map((p) => [String(p._id), { firstName: p.firstName, lastName: p.lastName }]));
}

const fullName = (name: Name | undefined) => (name ? `${name.firstName} ${name.lastName}` : 'Unknown');

/** What every file read needs first: the reason (422 before anything is read), the client (404) and their name. */
async function breakGlassStart(patient: string, body: { reason?: unknown }) {
  const reason = breakGlassReason(body.reason);
  const patientId = await breakGlassClientId(patient);
  const name = await patientNameOf(patientId);
  return { reason, patientId, patientName: name ? `${name.firstName} ${name.lastName}` : 'a client' };
}

/** Emails each practitioner concerned at once, in their zone (the read is already recorded). */
async function tell(practitioners: Practitioner[], names: Map<string, Name>, email: (firstName: string, zone: string) => { subject: string; text: string }) {
  for (const practitioner of practitioners) {
    const account = await findAccountById(practitioner.userId);
    if (!account) continue;
    const zone = await recipientZoneOf(account._id, practitioner.userType);
    await sendEmail({ to: account.email, ...email(names.get(practitioner.userId)?.firstName ?? 'there', zone), kind: 'break-glass-read' });
  }
}

/**
 * A break-glass list of a client's files, as for case notes and messages: an administrator who
 * must see them gives a reason. The list is metadata, yet it tells what the client's records are
 * (a mental health care plan, a GP's referral, a psychologist's private files), so it is a
 * break-glass read of its own: one audit event for the list (`*`), and each practitioner
 * concerned emailed. Opening a file is another read (`breakGlassFile`). Deleted files are left
 * out, as everyone else's lists leave them out. A missing reason is 422 and nothing is read or
 * written.
 */
export async function breakGlassFiles(admin: AuthenticatedUser, patient: string, body: { reason?: unknown }, now = new Date()): Promise<BreakGlassFiles> {
  const { reason, patientId, patientName } = await breakGlassStart(patient, body);
  const [records, care] = await Promise.all([liveFilesOf(patientId), psychologistIdsOf(patientId)]);
  const names = await namesOf([patientId, ...care, ...records.map((r) => r.uploadedBy), ...records.flatMap((r) => (r.psychologistId ? [r.psychologistId] : []))]);

  // Recorded before anything is returned: a read that cannot be recorded does not happen.
  await recordAudit(admin, { patientId, action: 'break-glass', recordKind: 'patient-file', recordId: '*', detail: `break-glass: ${reason}` }, now);
  await tell(practitionersConcerned(records, patientId, care), names, (firstName, zone) => breakGlassFileListEmail(firstName, patientName, now, zone, reason));
  return {
    patientId,
    patientName,
    files: records.map((record) => ({
      fileId: record._id,
      kind: record.kind,
      fileName: record.fileName,
      contentType: record.contentType,
      sizeBytes: record.sizeBytes,
      uploadedAt: record.createdAt,
      uploadedById: record.uploadedBy,
      uploadedByType: record.uploadedByType,
      uploadedByName: record.uploadedByType === 'administrator' ? 'Administrator' : fullName(names.get(record.uploadedBy)),
      sharedWith: readersOfFile(record, patientId, care).map((reader) => ({ ...reader, name: fullName(names.get(reader.userId)) })),
    })),
  };
}

/**
 * Opens one of the client's files under a break-glass read: its own audit event (the file's id,
 * the reason) and its own emails, to the practitioners who can read it or uploaded it. A file that
 * is not this client's, is deleted or has no bytes answers 404 with nothing written.
 */
export async function breakGlassFile(admin: AuthenticatedUser, patient: string, fileId: string, body: { reason?: unknown }, now = new Date()): Promise<FileContent> {
  const { reason, patientId, patientName } = await breakGlassStart(patient, body);
  const record = await PatientFileModel.findById(fileId).lean<PatientFileRecord>();
  if (!record || record.patientId !== patientId || record.isDeleted) throw notFound(FILE_NOT_FOUND);
  const bytes = await fileStore().get(record.storageKey);
  if (!bytes) throw notFound(FILE_NOT_FOUND);
  const care = await psychologistIdsOf(patientId);
  const concerned = practitionersConcerned([record], patientId, care);
  const names = await namesOf(concerned.map((p) => p.userId));

  await recordAudit(admin, { patientId, action: 'break-glass', recordKind: 'patient-file', recordId: record._id, detail: `break-glass: ${reason}` }, now);
  await tell(concerned, names, (firstName, zone) => breakGlassFileOpenedEmail(firstName, patientName, { kind: record.kind, uploadedAt: record.createdAt }, now, zone, reason));
  return { file: toPatientFile(record), bytes };
}

import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { HttpProblem, notFound } from '../../http/problem';
import { recordAudit } from '../audit';
import { hasCareRelationship } from '../sessions';
import { PatientFileModel, type PatientFileKind, type PatientFileRecord } from './records/patient-file.model';
import type { PatientFile } from './patient-files.types';
import { checkUpload } from '../../lib/uploads/sniff-upload';
import { fileStore } from '../../lib/file-store/gridfs-file-store';
import { newestFirst } from '../../lib/record-order';

export const SHARED_KINDS: PatientFileKind[] = ['GPReferral', 'SeventhSessionGPReferral', 'MentalHealthCarePlan'];
/** Spec §5, word for word (the typo is the spec's). */
export const MISSING_PATIENT_ID = 'Please provide a patient ID.';
export const MISSING_PATIENT_AND_FILE_ID = 'Please provide both a patiend ID and file ID.';
export const FILE_NOT_FOUND = 'No such file.';

export const missing = (message: string, ...fields: string[]) =>
  new HttpProblem(422, 'Validation failed', message, Object.fromEntries(fields.map((f) => [f, message])));
export const blank = (value: string | undefined) => !value || !value.trim();

export const toPatientFile = (r: PatientFileRecord): PatientFile => ({
  fileId: r._id,
  patientId: r.patientId,
  kind: r.kind,
  fileName: r.fileName,
  contentType: r.contentType,
  sizeBytes: r.sizeBytes,
  uploadedAt: r.createdAt,
  uploadedByType: r.uploadedByType,
});

/** A name safe to show and to put in Content-Disposition: no path, no control or quote characters. */
export function cleanFileName(name: string | undefined, contentType: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/["\\]/g, '')
    .split('')
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 120);
  if (base) return base;
  return `file.${contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg'}`;
}

export interface Upload {
  buffer?: Buffer;
  originalname?: string;
}

/**
 * Stores an upload for a patient: checks size and the sniffed type, writes the bytes, then the
 * record (removing the bytes again if the record cannot be written), then the audit event.
 * The practice and GP areas call this too.
 */
export async function savePatientFile(
  actor: AuthenticatedUser,
  target: { patientId: string; kind: PatientFileKind; psychologistId?: string },
  upload: Upload | undefined,
  now = new Date(),
): Promise<PatientFile> {
  const contentType = await checkUpload(upload?.buffer);
  const bytes = upload!.buffer!;
  const fileId = randomUUID();
  const record: PatientFileRecord = {
    _id: fileId,
    patientId: target.patientId,
    kind: target.kind,
    ...(target.psychologistId && { psychologistId: target.psychologistId }),
    uploadedBy: actor.sub,
    uploadedByType: actor.userType,
    fileName: cleanFileName(upload?.originalname, contentType),
    contentType,
    sizeBytes: bytes.length,
    storageKey: fileId,
    createdAt: now,
  };
  await fileStore().put(record.storageKey, bytes, {
    contentType,
    fileName: record.fileName,
  });
  try {
    await PatientFileModel.create(record);
  } catch (err) {
    await fileStore().remove(record.storageKey);
    throw err;
  }
  await recordAudit(
    actor,
    {
      patientId: target.patientId,
      action: 'create',
      recordKind: 'patient-file',
      recordId: fileId,
      detail: target.kind,
    },
    now,
  );
  return toPatientFile(record);
}

/** The live (not deleted) files of a patient. */
export async function liveFilesOf(patientId: string): Promise<PatientFileRecord[]> {
  const records = await PatientFileModel.find({ patientId }).lean();
  return records.filter((r) => !r.isDeleted).sort(newestFirst((r) => r.createdAt));
}

export interface FileContent {
  file: PatientFile;
  bytes: Buffer;
}

export async function readBytes(actor: AuthenticatedUser, record: PatientFileRecord): Promise<FileContent> {
  const bytes = await fileStore().get(record.storageKey);
  if (!bytes) throw notFound(FILE_NOT_FOUND);
  await recordAudit(actor, {
    patientId: record.patientId,
    action: 'download',
    recordKind: 'patient-file',
    recordId: record._id,
  });
  return { file: toPatientFile(record), bytes };
}

/** Soft delete (spec §4): the record and bytes stay for the records-retention duty. */
export async function markDeleted(actor: AuthenticatedUser, record: PatientFileRecord, now = new Date()): Promise<void> {
  await PatientFileModel.updateOne({ _id: record._id }, { $set: { isDeleted: true, deletedAt: now } });
  await recordAudit(
    actor,
    {
      patientId: record.patientId,
      action: 'delete',
      recordKind: 'patient-file',
      recordId: record._id,
    },
    now,
  );
}

/**
 * A psychologist reaches a patient's files only with a care relationship. Without one the answer
 * is the same 404 as for a patient that does not exist, and the refusal is audited.
 */
export async function assertCareRelationship(actor: AuthenticatedUser, patientId: string): Promise<void> {
  if (await hasCareRelationship(actor.sub, patientId)) return;
  await recordAudit(actor, {
    patientId,
    action: 'refused',
    recordKind: 'patient-file',
    recordId: '*',
    detail: 'no care relationship',
  });
  throw notFound('No such patient among yours.');
}

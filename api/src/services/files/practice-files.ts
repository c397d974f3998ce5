import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { notFound } from '../../http/problem';
import { recordAudit } from '../audit';
import { PatientFileModel } from './records/patient-file.model';
import {
  assertCareRelationship,
  blank,
  FILE_NOT_FOUND,
  liveFilesOf,
  markDeleted,
  missing,
  MISSING_PATIENT_AND_FILE_ID,
  MISSING_PATIENT_ID,
  readBytes,
  savePatientFile,
  SHARED_KINDS,
  toPatientFile,
  type FileContent,
  type Upload,
} from './patient-file-access';
import type { PatientFile, PsychologistPatientFileList } from './patient-files.types';

/** A patient's shared files and this psychologist's own private ones (care relationship required). */
export async function listPracticeFiles(psychologist: AuthenticatedUser, patientId: string | undefined): Promise<PsychologistPatientFileList> {
  if (blank(patientId)) throw missing(MISSING_PATIENT_ID, 'patientId');
  await assertCareRelationship(psychologist, patientId!);
  const files = await liveFilesOf(patientId!);
  const sharedFiles = files.filter((f) => SHARED_KINDS.includes(f.kind));
  const privateFiles = files.filter((f) => f.kind === 'Private' && f.psychologistId === psychologist.sub);
  await recordAudit(psychologist, {
    patientId: patientId!,
    action: 'read',
    recordKind: 'patient-file',
    recordId: '*',
    detail: `list of ${files.length}`,
  });
  return {
    patientId: patientId!,
    sharedFiles: sharedFiles.map(toPatientFile),
    privateFiles: privateFiles.map(toPatientFile),
  };
}

/** A shared file of the patient, or one of this psychologist's own private files about them. */
async function readableFile(psychologist: AuthenticatedUser, patientId: string | undefined, fileId: string | undefined) {
  if (blank(patientId) || blank(fileId))
    throw missing(MISSING_PATIENT_AND_FILE_ID, ...(blank(patientId) ? ['patientId'] : []), ...(blank(fileId) ? ['fileId'] : []));
  await assertCareRelationship(psychologist, patientId!);
  const record = await PatientFileModel.findById(fileId).lean();
  const visible =
    record && record.patientId === patientId && !record.isDeleted && (SHARED_KINDS.includes(record.kind) || record.psychologistId === psychologist.sub);
  if (!visible) throw notFound(FILE_NOT_FOUND);
  return record;
}

export async function downloadPracticeFile(psychologist: AuthenticatedUser, patientId: string | undefined, fileId: string | undefined): Promise<FileContent> {
  return readBytes(psychologist, await readableFile(psychologist, patientId, fileId));
}

export async function uploadPrivateFile(psychologist: AuthenticatedUser, patientId: string | undefined, upload: Upload | undefined): Promise<PatientFile> {
  if (blank(patientId)) throw missing(MISSING_PATIENT_ID, 'patientId');
  await assertCareRelationship(psychologist, patientId!.trim());
  return savePatientFile(
    psychologist,
    {
      patientId: patientId!.trim(),
      kind: 'Private',
      psychologistId: psychologist.sub,
    },
    upload,
  );
}

/** Private files only, and only the psychologist's own: marked isDeleted (spec §4). */
export async function deletePrivateFile(psychologist: AuthenticatedUser, patientId: string | undefined, fileId: string | undefined): Promise<void> {
  const record = await readableFile(psychologist, patientId, fileId);
  if (record.kind !== 'Private') throw notFound('Only your own private files can be deleted here.');
  await markDeleted(psychologist, record);
}

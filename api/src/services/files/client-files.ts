import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { invalidField } from '../../http/validation';
import { notFound } from '../../http/problem';
import { recordAudit } from '../audit';
import { psychologistIdsOf } from '../sessions';
import { psychologistNameOf } from '../accounts';
import { PatientFileModel, type PatientFileKind } from './records/patient-file.model';
import {
  FILE_NOT_FOUND,
  liveFilesOf,
  markDeleted,
  readBytes,
  savePatientFile,
  SHARED_KINDS,
  toPatientFile,
  type FileContent,
  type Upload,
} from './patient-file-access';
import type { FileReader, PatientFile, PatientFileList } from './patient-files.types';

export const KIND_REQUIRED = 'Choose what the file is: GP referral, 7th-session GP referral or mental health care plan.';

/** The psychologists who can read the client's shared files, by name. */
async function readersOf(patientId: string): Promise<FileReader[]> {
  const ids = await psychologistIdsOf(patientId);
  const profiles = await Promise.all(
    ids.map((id) => psychologistNameOf(id)),
  );
  return profiles
    .filter((p): p is NonNullable<typeof p> => !!p)
    .map((p) => ({
      psychologistId: String(p._id),
      firstName: p.firstName,
      lastName: p.lastName,
    }))
    .sort((a, b) => a.lastName.localeCompare(b.lastName));
}

export async function listClientFiles(client: AuthenticatedUser): Promise<PatientFileList> {
  const files = (await liveFilesOf(client.sub)).filter((f) => SHARED_KINDS.includes(f.kind));
  await recordAudit(client, {
    patientId: client.sub,
    action: 'read',
    recordKind: 'patient-file',
    recordId: '*',
    detail: `list of ${files.length}`,
  });
  return {
    files: files.map(toPatientFile),
    readers: await readersOf(client.sub),
  };
}

export async function uploadClientFile(client: AuthenticatedUser, kind: string | undefined, upload: Upload | undefined): Promise<PatientFile> {
  if (!SHARED_KINDS.includes(kind as PatientFileKind)) throw invalidField('kind', KIND_REQUIRED);
  return savePatientFile(client, { patientId: client.sub, kind: kind as PatientFileKind }, upload);
}

/** The client's own shared file; anyone else's (or a psychologist's private file) is 404. */
async function ownFile(client: AuthenticatedUser, fileId: string) {
  const record = await PatientFileModel.findById(fileId).lean();
  if (!record || record.patientId !== client.sub || record.isDeleted || !SHARED_KINDS.includes(record.kind)) throw notFound(FILE_NOT_FOUND);
  return record;
}

export async function downloadClientFile(client: AuthenticatedUser, fileId: string): Promise<FileContent> {
  return readBytes(client, await ownFile(client, fileId));
}

export async function deleteClientFile(client: AuthenticatedUser, fileId: string): Promise<void> {
  await markDeleted(client, await ownFile(client, fileId));
}

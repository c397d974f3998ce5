import { fileStore } from '../../lib/file-store/gridfs-file-store';
import { PatientFileModel, type PatientFileRecord } from './records/patient-file.model';
import { SHARED_KINDS, toPatientFile } from './patient-file-access';
import type { PatientFile } from './patient-files.types';
import { oldestFirst } from '../../lib/record-order';

export interface PersonFile {
  file: PatientFile;
  bytes: Buffer;
}

/**
 * The files of a data export, with their bytes: the files this person uploaded, and a client's
 * shared files (referrals, care plans) whoever uploaded them — what the client can already see.
 * A psychologist's private files about a client are theirs, not the client's, and deleted files
 * are left out. The caller audits the export as a whole.
 */
export async function filesOfPerson(personId: string): Promise<PersonFile[]> {
  const [about, uploaded] = await Promise.all([PatientFileModel.find({ patientId: personId }).lean<PatientFileRecord[]>(), PatientFileModel.find({ uploadedBy: personId }).lean<PatientFileRecord[]>()]);
  const wanted = new Map<string, PatientFileRecord>();
  for (const record of [...about.filter((r) => SHARED_KINDS.includes(r.kind)), ...uploaded]) if (!record.isDeleted) wanted.set(record._id, record);
  const records = [...wanted.values()].sort(oldestFirst((r) => r.createdAt));
  const files = await Promise.all(records.map(async (record) => ({ file: toPatientFile(record), bytes: await fileStore().get(record.storageKey) })));
  return files.filter((f): f is PersonFile => f.bytes !== null && f.bytes !== undefined);
}

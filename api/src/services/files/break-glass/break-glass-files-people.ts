import type { PatientFileKind } from '../records/patient-file.model';
import { SHARED_KINDS } from '../patient-file-access';

/** What the rules below need of a file record. */
export interface FileFacts {
  kind: PatientFileKind;
  psychologistId?: string;
  uploadedBy: string;
  uploadedByType: string;
}

export interface Reader {
  userId: string;
  userType: 'client' | 'psychologist';
}

export interface Practitioner {
  userId: string;
  userType: 'psychologist' | 'gp';
}

/**
 * Who can read a file in Harbour, as the files domain lets them: a shared kind (referral, care
 * plan) the client and every psychologist with a session with them; a private file only the
 * psychologist it belongs to.
 */
export function readersOfFile(file: FileFacts, patientId: string, carePsychologistIds: readonly string[]): Reader[] {
  if (!SHARED_KINDS.includes(file.kind)) return file.psychologistId ? [{ userId: file.psychologistId, userType: 'psychologist' }] : [];
  return [{ userId: patientId, userType: 'client' }, ...carePsychologistIds.map((userId) => ({ userId, userType: 'psychologist' as const }))];
}

/**
 * The practitioners a break-glass read of these files concerns, each once: every psychologist who
 * can read one of them, and the GP or psychologist who uploaded one. A psychologist who can read
 * none of them (another's private file) is not told, so the email reveals no file they cannot see.
 */
export function practitionersConcerned(files: readonly FileFacts[], patientId: string, carePsychologistIds: readonly string[]): Practitioner[] {
  const concerned = new Map<string, Practitioner>();
  for (const file of files) {
    for (const reader of readersOfFile(file, patientId, carePsychologistIds)) if (reader.userType === 'psychologist') concerned.set(reader.userId, { userId: reader.userId, userType: 'psychologist' });
    if (file.uploadedByType === 'psychologist' || file.uploadedByType === 'gp') concerned.set(file.uploadedBy, { userId: file.uploadedBy, userType: file.uploadedByType });
  }
  return [...concerned.values()];
}

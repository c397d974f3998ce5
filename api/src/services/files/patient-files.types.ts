import type { PatientFileKind } from './records/patient-file.model';

/** The kinds a client (or their GP) shares with their psychologists; `Private` is a psychologist's own. */
export type SharedPatientFileKind = Exclude<PatientFileKind, 'Private'>;

export interface PatientFile {
  fileId: string;
  patientId: string;
  kind: PatientFileKind;
  fileName: string;
  /** Sniffed from the bytes: application/pdf, image/jpeg or image/png. */
  contentType: string;
  sizeBytes: number;
  uploadedAt: Date;
  uploadedByType: 'client' | 'psychologist' | 'gp' | 'administrator';
}

/** A psychologist who may read the client's shared files (they have a session together). */
export interface FileReader {
  psychologistId: string;
  firstName: string;
  lastName: string;
}

export interface PatientFileList {
  files: PatientFile[];
  /** Who can read these files: every psychologist with a care relationship to the client. */
  readers: FileReader[];
}

export interface PsychologistPatientFileList {
  patientId: string;
  /** The client's GP referrals, 7th-session GP referrals and care plans. */
  sharedFiles: PatientFile[];
  /** This psychologist's own private files about the patient (no one else sees them). */
  privateFiles: PatientFile[];
}

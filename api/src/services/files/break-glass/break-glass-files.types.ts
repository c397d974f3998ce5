import type { PatientFileKind } from '../records/patient-file.model';

/** Why an administrator must read a client's files: required, kept in the trail, sent to the practitioners concerned. */
export interface BreakGlassFilesRequest {
  reason: string;
}

/** Someone who can read a file in Harbour (besides an administrator's break-glass read). */
export interface BreakGlassFileReader {
  userId: string;
  userType: 'client' | 'psychologist';
  name: string;
}

/** One file's metadata as a break-glass list shows it: never its bytes. */
export interface BreakGlassFile {
  fileId: string;
  /** `Private` is one psychologist's own file about the client; the others the client shares with their psychologists. */
  kind: PatientFileKind;
  fileName: string;
  /** Sniffed from the bytes: application/pdf, image/jpeg or image/png. */
  contentType: string;
  sizeBytes: number;
  uploadedAt: Date;
  uploadedById: string;
  uploadedByType: 'client' | 'psychologist' | 'gp' | 'administrator';
  /** "First Last", or "Unknown" when the uploader has no profile any more. */
  uploadedByName: string;
  /** A shared kind: the client and every psychologist with a session with them; a private file: its psychologist. */
  sharedWith: BreakGlassFileReader[];
}

/** Every file about the client that is not deleted, newest first. */
export interface BreakGlassFiles {
  patientId: string;
  patientName: string;
  files: BreakGlassFile[];
}

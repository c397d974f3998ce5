// The files domain's front door: what other domains may use (functions and types, never its models).
export { savePatientFile } from './patient-file-access';
export type { Upload } from './patient-file-access';
export type { PatientFile } from './patient-files.types';
export { megabytes, sniffContentType } from './sniff/sniff-upload';
export type { AllowedContentType } from './sniff/sniff-upload';
export { fileStore } from './store/gridfs-file-store';

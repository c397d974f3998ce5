// The files domain's front door: what other domains may use (functions and types, never its models).
export { savePatientFile } from './patient-file-access';
export { movePatientFiles } from './records/patient-file-writes';
export type { Upload } from './patient-file-access';
export type { PatientFile } from './patient-files.types';
export { filesOfPerson } from './files-of-person';
export type { PersonFile } from './files-of-person';

// The practice domain's front door: what other domains may use (functions and types, never its models).
export { pdfBuffer } from './invoices/invoice-pdf';
export { requireOwnPatient } from './sessions/book-for-patient';
export { sharedCaseNotePartsOf } from './case-notes/shared-parts-of-client';
export { caseNotesOverview } from './case-notes/case-notes-overview';
export type { CaseNotesOverview } from './case-notes/case-notes.types';
export { flaggedDass21 } from './patients/practice-patients';
export type { FlaggedDass21Results } from './patients/patients.types';

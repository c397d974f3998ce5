// The practice domain's front door: what other domains may use (functions and types, never its models).
export { pdfBuffer } from './invoices/invoice-pdf';
export { requireOwnPatient } from './sessions/book-for-patient';
export { sharedCaseNotePartsOf } from './case-notes/shared-parts-of-client';

export * from './reason';
export * from './practitioner-cancellation-reasons';
export * from './reschedule-reasons';
export * from './patient-note-deleted-reasons';
export * from './referral-document-types';
export * from './session-type-report-reasons';

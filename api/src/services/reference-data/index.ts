// The reference-data domain's front door: what other domains may use (functions and types, never its models).
export { practitionerCancellationReasons, rescheduleReasons } from './session-taxonomies/data/index';
export type { Reason, SessionTypeOption, SessionTypeReportReason } from './session-taxonomies/data/index';
export { patientNoteDeletedReasons } from './session-taxonomies/data/patient-note-deleted-reasons';
export { DEFAULT_COUNTRY_ID, countryIdForTimezone, findCountry } from './user-taxonomies/data/index';
export type { AtsisOption, Country, Language, NextOfKinOption, Referrer, ReferrerFundingType, ReferrerTheme, SessionDurationType, SignupField, Specialisation, TherapyType, Timezone, TreatmentModality } from './user-taxonomies/data/index';
export { SELF_HARM_INTAKE_QUESTION_ID, SELF_HARM_RISK_ANSWERS, intakeQuestions } from './user-taxonomies/data/intake-questions';
export type { IntakeQuestionType } from './user-taxonomies/data/intake-questions';
export { ACTIVE_TREATMENT_STATUS_ID, patientTreatmentStatuses } from './user-taxonomies/data/patient-treatment-statuses';
export { sessionDurationTypes } from './user-taxonomies/data/session-duration-types';
export { COUPLES_THERAPY_TYPE_ID, DEFAULT_THERAPY_TYPE_ID, INDIVIDUAL_THERAPY_TYPE_ID, TEENAGER_THERAPY_TYPE_ID, therapyTypes } from './user-taxonomies/data/therapy-types';
export { DEFAULT_TIMEZONE_ID, timezones } from './user-taxonomies/data/timezones';
export { findReferrerByIdentifier } from './user-taxonomies/referrer-lookup';

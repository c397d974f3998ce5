// The accounts domain's front door: what other domains may use (functions and types, never its models).
export { psychologistPhotoUrls } from './profile-image/profile-images';
export { createUserWithProfile } from './profiles/new-user';
export type { NewUser } from './profiles/new-user';
export { getPatientProfile, wantsEmail } from './profiles/patient-profiles';
export { checkEmail, checkPersonFields } from './profiles/person-fields';
export { PROVIDER_NUMBER_MESSAGE } from './registration/start-registration';
export { consentedMobileOf } from './sms-consent/sms-settings';
export { registerAccounts } from './register-accounts';
export { textClient } from './sms-consent/text-client';
export { onPractitionerApproved, onPsychologistProfileUpdated } from './profiles/psychologist-changes';
export type { PsychologistChangeListener } from './profiles/psychologist-changes';
export { onClientReferred, onPartialAccountCompleted } from './registration/sign-up-events';
export type { ClientReferredListener, PartialAccountCompletedListener } from './registration/sign-up-events';
export { assertOwnPatient } from './profiles/own-patient';
export { onAccountClosing } from './profiles/account-closure-steps';
export type { AccountClosureStep } from './profiles/account-closure-steps';
export { registerCareRelationshipReader, registerPartnerReader } from './profiles/care-readers';
export type { CareRelationshipReader, PartnerReader } from './profiles/care-readers';

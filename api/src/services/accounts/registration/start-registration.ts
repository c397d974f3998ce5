import { randomUUID } from 'node:crypto';
import { isValidProviderNumber, normaliseProviderNumber } from '@harbour/identifiers';
import { accountExistsWithEmail, hashPassword, passwordProblem } from '../../identity';
import { sendEmail } from '../../notifications';
import { FieldErrors } from '../../../lib/field-errors';
import { checkPracticeName } from '../profiles/practice-name';
import { checkEmail, checkPersonFields, type PersonFields } from '../profiles/person-fields';
import { checkSignupFields } from '../profiles/signup-fields';
import type { Referrer } from '../../reference-data';
import { findReferrerByIdentifier } from '../../reference-data';
import { RegistrationModel, type RegistrationDetails, type RegistrationUserType } from './registration.model';
import { takeRegistrationEmailSlot } from './registration-limits';
import { purgeStaleRegistrations } from './registration-store';
import type { RegisterGpRequest, RegisterPatientRequest, RegisterPsychologistRequest } from './registration.types';
import { issueVerificationCode } from '../../../security/one-time-codes/verification-code';
import { accountExistsEmail, verificationEmail } from './verification-email';
import { checkTermsConsent } from './terms-consent';

export const PROVIDER_NUMBER_MESSAGE = 'Enter a valid Medicare provider number, e.g. 4024742F.';

export interface RegistrationStarted {
  registrationId: string;
  email: string;
}

interface CheckedPerson {
  email: string;
  details: RegistrationDetails;
}

/** Email, password strength and the person fields, into `errors`. */
async function checkPerson(input: PersonFields & { email: string; password: string }, errors: FieldErrors): Promise<CheckedPerson> {
  const email = checkEmail(input.email, errors);
  const weakness = passwordProblem(input.password, email);
  if (weakness) errors.add('password', weakness);
  const person = await checkPersonFields(input, errors);
  return { email, details: stripUndefined({ ...person }) };
}

function checkProviderNumber(value: string | undefined, required: boolean, errors: FieldErrors): string | undefined {
  const normalised = value ? normaliseProviderNumber(value) : '';
  if (!normalised) {
    if (required) errors.add('providerNumber', 'Enter your Medicare provider number.');
    return undefined;
  }
  if (!isValidProviderNumber(normalised)) errors.add('providerNumber', PROVIDER_NUMBER_MESSAGE);
  return normalised;
}

const stripUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/**
 * Everything is checked before anything is written; then the sign-up is stored (password hashed
 * at once, code hashed) and the code is emailed.
 */
async function startRegistration(userType: RegistrationUserType, email: string, password: string, details: RegistrationDetails): Promise<RegistrationStarted> {
  // Same answer whether or not the address has an account: the owner of a taken
  // address gets a notice instead of a code, so such a sign-up can never be verified.
  const accountExists = await accountExistsWithEmail(email);
  await takeRegistrationEmailSlot(email);
  const registrationId = randomUUID();
  const now = new Date();
  const { code, state } = issueVerificationCode(registrationId, now);
  const passwordHash = await hashPassword(password);
  await purgeStaleRegistrations(now);
  await RegistrationModel.create({
    _id: registrationId,
    userType,
    email,
    passwordHash,
    details: stripUndefined(details),
    ...state,
    ...(accountExists && { accountExists }),
    createdAt: now,
  });
  if (accountExists) await sendEmail({ to: email, ...accountExistsEmail(details.firstName), kind: 'account-exists-notice' });
  else await sendEmail({ to: email, ...verificationEmail(details.firstName, code, 'to finish signing up'), kind: 'registration-code' });
  return { registrationId, email };
}

export async function registerPatient(input: RegisterPatientRequest): Promise<RegistrationStarted> {
  const errors = new FieldErrors();
  const { email, details } = await checkPerson(input, errors);
  let referrer: Referrer | undefined;
  const referrerIdentifier = input.referrerId?.trim();
  if (referrerIdentifier) {
    referrer = await findReferrerByIdentifier(referrerIdentifier);
    if (!referrer) errors.add('referrerId', `Unknown referrer '${input.referrerId}'.`);
  }
  const signupFields = referrerIdentifier && !referrer ? undefined : checkSignupFields(referrer, input.signupFields, errors);
  const termsConsent = checkTermsConsent(input.acceptedTermsVersion, errors, new Date());
  errors.throwIfAny();
  return startRegistration('client', email, input.password, { ...details, referrerId: referrer?.id, signupFields, termsConsent });
}

export async function registerPsychologist(input: RegisterPsychologistRequest): Promise<RegistrationStarted> {
  const errors = new FieldErrors();
  const { email, details } = await checkPerson(input, errors);
  const providerNumber = checkProviderNumber(input.providerNumber, false, errors);
  const termsConsent = checkTermsConsent(input.acceptedTermsVersion, errors, new Date());
  errors.throwIfAny();
  return startRegistration('psychologist', email, input.password, { ...details, providerNumber, termsConsent });
}

export async function registerGp(input: RegisterGpRequest): Promise<RegistrationStarted> {
  const errors = new FieldErrors();
  const { email, details } = await checkPerson(input, errors);
  const providerNumber = checkProviderNumber(input.providerNumber, true, errors);
  const practiceName = checkPracticeName(input.practiceName, errors);
  const termsConsent = checkTermsConsent(input.acceptedTermsVersion, errors, new Date());
  errors.throwIfAny();
  return startRegistration('gp', email, input.password, { ...details, providerNumber, practiceName, termsConsent });
}

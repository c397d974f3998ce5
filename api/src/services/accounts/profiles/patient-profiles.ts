import { deleteEmailsTo, deleteTextsTo } from '../../notifications';
import { removeSmsConsent } from '../sms-consent/sms-settings';
import { FieldErrors } from '../../../lib/field-errors';
import { checkPatientFields, checkTimezone } from './patient-fields';
import { PatientProfileModel, type NotificationPreferencesRecord, type PatientProfileRecord } from './patient-profile.model';
import { loadAccountAndProfile, profileBase, updatePersonFields } from './profile-records';
import type { PatientPreferences, PatientProfile, UpdatePatientPreferencesRequest, UpdatePatientProfileRequest } from './profile.types';
import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';

/** Reminders and message emails on, news off, until the client says otherwise. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferencesRecord = { sessionReminders: true, messageNotifications: true, newsAndUpdates: false };

function patientFieldsOf(profile: PatientProfileRecord) {
  return {
    ...(profile.dateOfBirth && { dateOfBirth: profile.dateOfBirth }),
    ...(profile.nextOfKin && { nextOfKin: profile.nextOfKin }),
    ...(profile.atsisOptionId !== undefined && { atsisOptionId: profile.atsisOptionId }),
    ...(profile.languageId !== undefined && { languageId: profile.languageId }),
    ...(profile.timezoneId && { timezoneId: profile.timezoneId }),
  };
}

export async function getPatientProfile(userId: string): Promise<PatientProfile> {
  const { account, profile } = await loadAccountAndProfile(PatientProfileModel, userId, 'patient');
  return {
    ...profileBase(account, profile),
    userType: 'client',
    ...(profile.referrerId && { referrerId: profile.referrerId }),
    ...(profile.signupFields && { signupFields: profile.signupFields }),
    ...patientFieldsOf(profile),
  };
}

const PATIENT_FIELDS = ['dateOfBirth', 'nextOfKin', 'atsisOptionId', 'languageId', 'timezoneId'] as const;

/** PUT: every field checked first (one 422 names them all, nothing written); optional ones left out are removed. */
export async function updatePatientProfile(userId: string, input: UpdatePatientProfileRequest): Promise<PatientProfile> {
  await updatePersonFields(PatientProfileModel, userId, input, 'patient', async (errors) => {
    const fields = await checkPatientFields(input, errors);
    const set: Record<string, unknown> = {};
    const unset: string[] = [];
    for (const name of PATIENT_FIELDS) {
      if (fields[name] === undefined) unset.push(name);
      else set[name] = fields[name];
    }
    return { set, unset };
  });
  return getPatientProfile(userId);
}

export async function getPatientPreferences(userId: string): Promise<PatientPreferences> {
  const profile = await PatientProfileModel.findById(userId).lean();
  if (!profile) throw notFound('There is no patient profile for this account.');
  return {
    ...(profile.timezoneId && { timezoneId: profile.timezoneId }),
    notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...profile.notificationPreferences },
  };
}

/** Sets what is given (time zone, the email choices); the rest stays. */
export async function updatePatientPreferences(userId: string, input: UpdatePatientPreferencesRequest): Promise<PatientPreferences> {
  const errors = new FieldErrors();
  const timezoneId = input.timezoneId === undefined ? undefined : await checkTimezone(input.timezoneId, errors);
  if (input.timezoneId !== undefined && !timezoneId) errors.add('timezoneId', 'Choose a time zone from the list.');
  errors.throwIfAny();
  const prefs = input.notificationPreferences;
  if (prefs && Object.values(prefs).some((value) => typeof value !== 'boolean')) throw invalidField('notificationPreferences', 'Each choice must be true or false.');
  const $set: Record<string, unknown> = { updatedAt: new Date(), ...(timezoneId && { timezoneId }), ...(prefs && { notificationPreferences: prefs }) };
  const result = await PatientProfileModel.updateOne({ _id: userId }, { $set });
  if (result.matchedCount === 0) throw notFound('There is no patient profile for this account.');
  return getPatientPreferences(userId);
}

/** Whether the client wants this kind of email (session reminders, message notices). */
export async function wantsEmail(patientId: string, kind: keyof NotificationPreferencesRecord): Promise<boolean> {
  const profile = await PatientProfileModel.findById(patientId, { notificationPreferences: 1 }).lean();
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...profile?.notificationPreferences }[kind];
}

/** Removes the contact data kept beside the profile: the emails and texts we sent them, their mobile and text consent. */
export async function removeContactTraces(userId: string, email: string): Promise<void> {
  await Promise.all([
    deleteEmailsTo(email),
    deleteTextsTo(userId),
    removeSmsConsent(userId),
  ]);
}

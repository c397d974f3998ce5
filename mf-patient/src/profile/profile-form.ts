import type { PatientProfile, UpdatePatientProfileRequest } from '@harbour/sdk/accounts';

/** The profile form's values: every field a string, as the inputs hold them. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  phone: string;
  postcode: string;
  countryId: string;
  dateOfBirth: string;
  kinName: string;
  kinRelationship: string;
  kinPhone: string;
  atsisOptionId: string;
  languageId: string;
  timezoneId: string;
}

export function formOf(profile: PatientProfile): ProfileForm {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    postcode: profile.postcode ?? '',
    countryId: profile.countryId ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    kinName: profile.nextOfKin?.name ?? '',
    kinRelationship: profile.nextOfKin ? String(profile.nextOfKin.nextOfKinId) : '',
    kinPhone: profile.nextOfKin?.phone ?? '',
    atsisOptionId: profile.atsisOptionId === undefined ? '' : String(profile.atsisOptionId),
    languageId: profile.languageId === undefined ? '' : String(profile.languageId),
    timezoneId: profile.timezoneId ?? '',
  };
}

const given = (value: string) => (value.trim() ? value.trim() : undefined);

/** The PUT body: blanks left out (the API removes them); a next of kin only when any part is filled in. */
export function requestOf(form: ProfileForm): UpdatePatientProfileRequest {
  const anyKin = Boolean(given(form.kinName) || given(form.kinPhone) || form.kinRelationship);
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    ...(given(form.phone) && { phone: given(form.phone) }),
    ...(given(form.postcode) && { postcode: given(form.postcode) }),
    ...(form.countryId && { countryId: form.countryId }),
    ...(given(form.dateOfBirth) && { dateOfBirth: given(form.dateOfBirth) }),
    ...(anyKin && { nextOfKin: { name: form.kinName, phone: form.kinPhone, nextOfKinId: Number(form.kinRelationship || 0) } }),
    ...(form.atsisOptionId && { atsisOptionId: Number(form.atsisOptionId) }),
    ...(form.languageId && { languageId: Number(form.languageId) }),
    ...(form.timezoneId && { timezoneId: form.timezoneId }),
  };
}

import type { PersonName, ProfileWith } from './profile-fields';
import { NAME_FIELDS, projectionOf } from './profile-fields';
import { PatientProfileModel, type PatientProfileRecord } from './patient-profile.model';

/** One client's profile with the fields named (all when none are); null when there is none. */
export async function patientProfileOf<F extends keyof PatientProfileRecord = keyof PatientProfileRecord>(
  patientId: string,
  fields?: readonly F[],
): Promise<ProfileWith<PatientProfileRecord, F> | null> {
  return PatientProfileModel.findById(patientId, projectionOf<PatientProfileRecord>(fields)).lean<ProfileWith<PatientProfileRecord, F>>();
}

/** The profiles of these clients in one read (those that exist, in no particular order). */
export async function patientProfilesOf<F extends keyof PatientProfileRecord = keyof PatientProfileRecord>(
  patientIds: readonly string[],
  fields?: readonly F[],
): Promise<ProfileWith<PatientProfileRecord, F>[]> {
  return PatientProfileModel.find({ _id: { $in: patientIds } }, projectionOf<PatientProfileRecord>(fields)).lean<ProfileWith<PatientProfileRecord, F>[]>();
}

/** A client's first and last name; null without a client profile. */
export async function patientNameOf(patientId: string): Promise<PersonName | null> {
  return patientProfileOf(patientId, NAME_FIELDS);
}

/** The names of these clients in one read (those that exist). */
export async function patientNamesOf(patientIds: readonly string[]): Promise<PersonName[]> {
  return patientProfilesOf(patientIds, NAME_FIELDS);
}

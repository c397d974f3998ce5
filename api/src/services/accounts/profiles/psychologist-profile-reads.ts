import type { PersonName, ProfileWith } from './profile-fields';
import { NAME_FIELDS, projectionOf } from './profile-fields';
import { PsychologistProfileModel, type PsychologistProfileRecord } from './psychologist-profile.model';

/** One psychologist's profile with the fields named (all when none are); null when there is none. */
export async function psychologistProfileOf<F extends keyof PsychologistProfileRecord = keyof PsychologistProfileRecord>(
  psychologistId: string,
  fields?: readonly F[],
): Promise<ProfileWith<PsychologistProfileRecord, F> | null> {
  return PsychologistProfileModel.findById(psychologistId, projectionOf<PsychologistProfileRecord>(fields)).lean<ProfileWith<PsychologistProfileRecord, F>>();
}

/** The profiles of these psychologists in one read (those that exist, in no particular order). */
export async function psychologistProfilesOf<F extends keyof PsychologistProfileRecord = keyof PsychologistProfileRecord>(
  psychologistIds: readonly string[],
  fields?: readonly F[],
): Promise<ProfileWith<PsychologistProfileRecord, F>[]> {
  return PsychologistProfileModel.find({ _id: { $in: psychologistIds } }, projectionOf<PsychologistProfileRecord>(fields)).lean<ProfileWith<PsychologistProfileRecord, F>[]>();
}

/** A psychologist's first and last name; null without a psychologist profile. */
export async function psychologistNameOf(psychologistId: string): Promise<PersonName | null> {
  return psychologistProfileOf(psychologistId, NAME_FIELDS);
}

/** The names of these psychologists in one read (those that exist). */
export async function psychologistNamesOf(psychologistIds: readonly string[]): Promise<PersonName[]> {
  return psychologistProfilesOf(psychologistIds, NAME_FIELDS);
}

/** Whether the id is a psychologist's (has a psychologist profile). */
export async function isPsychologist(userId: string): Promise<boolean> {
  return Boolean(await PsychologistProfileModel.exists({ _id: userId }));
}

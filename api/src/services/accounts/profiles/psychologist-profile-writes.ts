import { PsychologistProfileModel, type PsychologistProfileRecord } from './psychologist-profile.model';

export type PsychologistNotificationPreferencesRecord = NonNullable<PsychologistProfileRecord['notificationPreferences']>;

/** Stores the Medicare provider number the psychologist gave with their listing (already normalised). */
export async function setPsychologistProviderNumber(psychologistId: string, providerNumber: string, now = new Date()): Promise<void> {
  await PsychologistProfileModel.updateOne({ _id: psychologistId }, { $set: { providerNumber, updatedAt: now } });
}

/** Replaces which emails the psychologist wants; false when they have no profile. */
export async function setPsychologistNotificationPreferences(psychologistId: string, prefs: PsychologistNotificationPreferencesRecord, now = new Date()): Promise<boolean> {
  const result = await PsychologistProfileModel.updateOne({ _id: psychologistId }, { $set: { notificationPreferences: prefs, updatedAt: now } });
  return result.matchedCount > 0;
}

import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { PsychologistProfileModel } from '../../accounts/profiles/psychologist-profile.model';
import type { PsychologistNotificationPreferences, PsychologistPreferences, UpdatePsychologistPreferencesRequest } from './psychologist-settings.types';

/** Every email on until the psychologist says otherwise: each is about their own clients. */
export const DEFAULT_PSYCHOLOGIST_NOTIFICATIONS: PsychologistNotificationPreferences = { bookingChanges: true, messageNotifications: true, newReferrals: true };
const KEYS = Object.keys(DEFAULT_PSYCHOLOGIST_NOTIFICATIONS) as (keyof PsychologistNotificationPreferences)[];

/** The first field that is not a yes/no choice, named as `notificationPreferences.<key>`; undefined when all are. */
export function invalidPreference(prefs: unknown): string | undefined {
  if (!prefs || typeof prefs !== 'object') return 'notificationPreferences';
  const missing = KEYS.find((key) => typeof (prefs as Record<string, unknown>)[key] !== 'boolean');
  if (missing) return `notificationPreferences.${missing}`;
  const extra = Object.keys(prefs).find((key) => !KEYS.includes(key as never));
  return extra && `notificationPreferences.${extra}`;
}

export async function getPsychologistPreferences(userId: string): Promise<PsychologistPreferences> {
  const profile = await PsychologistProfileModel.findById(userId, { notificationPreferences: 1 }).lean();
  if (!profile) throw notFound('No psychologist profile for this account.');
  return { notificationPreferences: { ...DEFAULT_PSYCHOLOGIST_NOTIFICATIONS, ...profile.notificationPreferences } };
}

/** Checked before anything is written: a 422 names the field, the stored choices stay as they were. */
export async function updatePsychologistPreferences(userId: string, input: UpdatePsychologistPreferencesRequest): Promise<PsychologistPreferences> {
  const bad = invalidPreference(input?.notificationPreferences);
  if (bad) throw invalidField(bad, 'must be true or false');
  const prefs = Object.fromEntries(KEYS.map((key) => [key, input.notificationPreferences[key]]));
  const result = await PsychologistProfileModel.updateOne({ _id: userId }, { $set: { notificationPreferences: prefs, updatedAt: new Date() } });
  if (!result.matchedCount) throw notFound('No psychologist profile for this account.');
  return getPsychologistPreferences(userId);
}

/** For the email senders: does this psychologist want this kind of email? */
export async function psychologistWantsEmail(psychologistId: string, kind: keyof PsychologistNotificationPreferences): Promise<boolean> {
  const profile = await PsychologistProfileModel.findById(psychologistId, { notificationPreferences: 1 }).lean();
  return { ...DEFAULT_PSYCHOLOGIST_NOTIFICATIONS, ...profile?.notificationPreferences }[kind];
}

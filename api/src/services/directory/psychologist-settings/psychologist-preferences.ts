import { notFound } from '../../../http/problem';
import { invalidField } from '../../../http/validation';
import { psychologistProfileOf, setPsychologistNotificationPreferences } from '../../accounts';
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
  const profile = await psychologistProfileOf(userId, ['notificationPreferences']);
  if (!profile) throw notFound('No psychologist profile for this account.');
  return { notificationPreferences: { ...DEFAULT_PSYCHOLOGIST_NOTIFICATIONS, ...profile.notificationPreferences } };
}

/** Checked before anything is written: a 422 names the field, the stored choices stay as they were. */
export async function updatePsychologistPreferences(userId: string, input: UpdatePsychologistPreferencesRequest): Promise<PsychologistPreferences> {
  const bad = invalidPreference(input?.notificationPreferences);
  if (bad) throw invalidField(bad, 'must be true or false');
  const { bookingChanges, messageNotifications, newReferrals } = input.notificationPreferences;
  const prefs: PsychologistNotificationPreferences = { bookingChanges, messageNotifications, newReferrals };
  const matched = await setPsychologistNotificationPreferences(userId, prefs);
  if (!matched) throw notFound('No psychologist profile for this account.');
  return getPsychologistPreferences(userId);
}

/** For the email senders: does this psychologist want this kind of email? */
export async function psychologistWantsEmail(psychologistId: string, kind: keyof PsychologistNotificationPreferences): Promise<boolean> {
  const profile = await psychologistProfileOf(psychologistId, ['notificationPreferences']);
  return { ...DEFAULT_PSYCHOLOGIST_NOTIFICATIONS, ...profile?.notificationPreferences }[kind];
}

import { normaliseProviderNumber } from '@harbour/identifiers';
import { invalidField } from '../../../http/validation';
import { notFound } from '../../../http/problem';
import { findAccountById } from '../../identity';
import { availabilityTimeZoneOf } from '../../availability';
import { findSlots } from '../../availability';
import { DirectoryProfileModel } from './directory-profile.model';
import { directoryNextAvailable, directorySnapshot } from './directory-cache';
import { taxonomyNames, toProfile } from './directory-cards';
import type { DirectoryEntry } from './directory-entry';
import { psychologistPhotoUrls } from '../../accounts';
import type { DirectoryProfile, NextAvailable, PsychologistTimezone } from './directory.types';

// Unapproved and hidden psychologists are not in the snapshot, so every answer here is the same
// 404 for them as for an id that never existed.
const SLUG = /^[a-z0-9-]{1,80}$/;

async function visibleById(psychologistId: string): Promise<DirectoryEntry> {
  const entry = (await directorySnapshot()).byId.get(psychologistId);
  if (!entry) throw notFound(`No psychologist '${psychologistId}' in the directory.`);
  return entry;
}

const NEXT_TIMES = 5;
const NEXT_TIMES_DAYS = 14;

async function profileOf(entry: DirectoryEntry, now: Date): Promise<DirectoryProfile> {
  const snapshot = await directorySnapshot();
  const duration = entry.listing.fees.some((fee) => fee.durationMinutes === 50) ? 50 : (entry.listing.fees[0]?.durationMinutes ?? 50);
  const [names, next, slots, photos] = await Promise.all([
    taxonomyNames(),
    directoryNextAvailable(snapshot, now),
    findSlots(entry.listing._id, { from: now, to: new Date(now.getTime() + NEXT_TIMES_DAYS * 86_400_000), durationMinutes: duration, now }),
    psychologistPhotoUrls([entry.listing._id]),
  ]);
  const photoUrl = photos.get(entry.listing._id);
  return { ...toProfile(entry, names, next.get(entry.listing._id) ?? null, slots.slice(0, NEXT_TIMES)), ...(photoUrl && { photoUrl }) };
}

/** GET /users/psychologists/bio?slug= */
export async function psychologistBio(slug: string, now = new Date()): Promise<DirectoryProfile> {
  if (!SLUG.test(slug)) throw invalidField('slug', 'must be lower-case letters, digits and hyphens (at most 80)');
  const entry = (await directorySnapshot()).bySlug.get(slug);
  if (!entry) throw notFound(`No psychologist '${slug}' in the directory.`);
  return profileOf(entry, now);
}

/**
 * GET /users/profile/psychologists?code=: a psychologist by the code a client or GP was given,
 * their profile slug or their Medicare provider number (spec §3 "Psychologist search": slug, q,
 * providerNumber).
 */
export async function psychologistByCode(code: string, now = new Date()): Promise<DirectoryProfile> {
  const trimmed = code.trim();
  if (!trimmed || trimmed.length > 80) throw invalidField('code', 'must be a profile name or a Medicare provider number (at most 80 characters)');
  const snapshot = await directorySnapshot();
  const slug = trimmed.toLowerCase();
  const providerNumber = normaliseProviderNumber(trimmed);
  const entry = snapshot.bySlug.get(slug) ?? snapshot.entries.find((e) => e.providerNumber !== undefined && e.providerNumber === providerNumber);
  if (!entry) throw notFound(`No psychologist with code '${trimmed}' in the directory.`);
  return profileOf(entry, now);
}

/** GET /users/psychologists/{id}/timezone */
export async function psychologistTimezone(psychologistId: string): Promise<PsychologistTimezone> {
  const entry = (await directorySnapshot()).byId.get(psychologistId);
  if (entry) return { psychologistId, timezoneId: entry.listing.timeZone };
  // An approved psychologist who takes bookings but has no listing yet (the demo account) still has
  // a clock: the zone of their booking hours. A hidden or unapproved listing stays a 404.
  const [listing, account, hoursZone] = await Promise.all([
    DirectoryProfileModel.exists({ _id: psychologistId }),
    findAccountById(psychologistId),
    availabilityTimeZoneOf(psychologistId),
  ]);
  if (listing || account?.userType !== 'psychologist' || !account.isApproved || !hoursZone) throw notFound(`No psychologist '${psychologistId}' in the directory.`);
  return { psychologistId, timezoneId: hoursZone };
}

/** GET /users/psychologist/{psychologistId}/next-available */
export async function psychologistNextAvailable(psychologistId: string, now = new Date()): Promise<NextAvailable> {
  const entry = await visibleById(psychologistId);
  const next = await directoryNextAvailable(await directorySnapshot(), now);
  const at = next.get(psychologistId) ?? null;
  return { psychologistId, nextAvailable: at ? at.toISOString() : null, timeZone: entry.listing.timeZone };
}

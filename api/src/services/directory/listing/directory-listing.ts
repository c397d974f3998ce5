import { isValidProviderNumber, normaliseProviderNumber } from '@harbour/identifiers';
import { notFound } from '../../../http/problem';
import { listTaxonomy } from '../../../reference-data/taxonomy.repository';
import { findAccountById } from '../../identity';
import { FieldErrors } from '../../../lib/field-errors';
import { psychologistNameOf, setPsychologistProviderNumber } from '../../accounts';
import { PROVIDER_NUMBER_MESSAGE } from '../../accounts';
import type { SessionDurationType, Timezone } from '../../reference-data';
import { findReferrerByIdentifier } from '../../reference-data';
import { checkIds } from './check-filters';
import { invalidateDirectory } from './directory-cache';
import { taxonomyNames } from './directory-cards';
import { DirectoryProfileModel, type DirectoryProfileRecord } from './directory-profile.model';
import type { DirectoryListing, DirectoryListingInput } from './directory.types';
import { listingSearchTokens } from './search-tokens-of-listing';
import { slugCandidates } from './slug';
import { isDuplicateKey } from '../../../lib/duplicate-key';

/** AHPRA registration number (domain.md): three capital letters and 10 digits; psychologists PSY…. */
export const AHPRA_NUMBER = /^PSY\d{10}$/;
/** A fee above $1,000 a session is a typo, not a fee. */
export const MAX_FEE_CENTS = 100_000;

type ListingFields = Omit<DirectoryProfileRecord, '_id' | 'slug' | 'searchTokens' | 'createdAt' | 'updatedAt'>;

/** Checks everything before anything is written; one 422 names every failing field. */
async function checkListing(input: DirectoryListingInput & { providerNumber?: string }): Promise<{ fields: ListingFields; providerNumber?: string }> {
  const errors = new FieldErrors();
  const names = await taxonomyNames();
  const ahpraNumber = input.ahpraNumber.trim().toUpperCase();
  if (!AHPRA_NUMBER.test(ahpraNumber)) errors.add('ahpraNumber', 'Enter your AHPRA registration number: PSY and 10 digits, e.g. PSY0001234567.');
  const qualifications = input.qualifications.map((q) => q.trim()).filter(Boolean);
  if (qualifications.some((q) => q.length > 200)) errors.add('qualifications', 'Each qualification is at most 200 characters.');
  const specialisationIds = checkIds('specialisationIds', input.specialisationIds, names.specialisations, errors);
  const treatmentModalityIds = checkIds('treatmentModalityIds', input.treatmentModalityIds, names.treatmentModalities, errors);
  const languageIds = checkIds('languageIds', input.languageIds, names.languages, errors);
  const therapyTypeIds = checkIds('therapyTypeIds', input.therapyTypeIds, names.therapyTypes, errors);
  const partnerReferrerIds: string[] = [];
  for (const identifier of input.partnerReferrerIds ?? []) {
    const referrer = await findReferrerByIdentifier(identifier);
    if (referrer) partnerReferrerIds.push(referrer.id);
    else errors.add('partnerReferrerIds', `unknown referrer '${identifier}'`);
  }
  const durations = new Set((await listTaxonomy<SessionDurationType>('session-duration-types')).map((d) => d.value));
  const fees = input.fees;
  if (fees.some((fee) => !durations.has(fee.durationMinutes))) errors.add('fees', `durationMinutes must be one of ${[...durations].join(', ')}`);
  else if (fees.some((fee) => !Number.isInteger(fee.feeCents) || fee.feeCents < 0 || fee.feeCents > MAX_FEE_CENTS)) errors.add('fees', `feeCents must be whole cents from 0 to ${MAX_FEE_CENTS}`);
  else if (new Set(fees.map((fee) => fee.durationMinutes)).size !== fees.length) errors.add('fees', 'one fee per session length');
  const zones = new Set((await listTaxonomy<Timezone>('timezones')).map((zone) => zone.timezoneId));
  if (!zones.has(input.timeZone)) errors.add('timeZone', `'${input.timeZone}' is not one of our time zones (GET /users/timezones)`);
  if (input.state === 'NZ' ? !input.timeZone.startsWith('Pacific/') : input.timeZone.startsWith('Pacific/Auckland')) errors.add('state', 'does not fit the time zone');
  let providerNumber: string | undefined;
  if (input.providerNumber !== undefined && input.providerNumber !== '') {
    providerNumber = normaliseProviderNumber(input.providerNumber);
    if (!isValidProviderNumber(providerNumber)) errors.add('providerNumber', PROVIDER_NUMBER_MESSAGE);
  }
  errors.throwIfAny();
  return {
    providerNumber,
    fields: {
      psychologistType: input.psychologistType,
      ahpraNumber,
      bio: input.bio.trim(),
      qualifications,
      specialisationIds,
      treatmentModalityIds,
      languageIds,
      therapyTypeIds,
      fundingAccepted: [...new Set(input.fundingAccepted)],
      partnerReferrerIds: [...new Set(partnerReferrerIds)],
      fees: [...fees].sort((a, b) => a.durationMinutes - b.durationMinutes),
      timeZone: input.timeZone,
      state: input.state,
      ...(input.gender && { gender: input.gender }),
      messagingEnabled: input.messagingEnabled,
      isHidden: input.isHidden,
    },
  };
}

function toListing(record: DirectoryProfileRecord, isApproved: boolean): DirectoryListing {
  return {
    psychologistId: record._id,
    slug: record.slug,
    isApproved,
    psychologistType: record.psychologistType,
    ahpraNumber: record.ahpraNumber,
    bio: record.bio,
    qualifications: record.qualifications,
    specialisationIds: record.specialisationIds,
    treatmentModalityIds: record.treatmentModalityIds,
    languageIds: record.languageIds,
    therapyTypeIds: record.therapyTypeIds,
    fundingAccepted: record.fundingAccepted,
    partnerReferrerIds: record.partnerReferrerIds,
    fees: record.fees.map(({ durationMinutes, feeCents }) => ({ durationMinutes, feeCents })),
    timeZone: record.timeZone,
    state: record.state,
    ...(record.gender && { gender: record.gender }),
    messagingEnabled: record.messagingEnabled,
    isHidden: record.isHidden,
  };
}

/** The signed-in psychologist's own listing. */
export async function getDirectoryListing(psychologistId: string): Promise<DirectoryListing> {
  const [record, account] = await Promise.all([
    DirectoryProfileModel.findById(psychologistId).lean<DirectoryProfileRecord>(),
    findAccountById(psychologistId),
  ]);
  if (!record) throw notFound('You have no directory listing yet.');
  return toListing(record, account?.isApproved ?? false);
}

/**
 * Creates the listing with a unique slug (name, then name-2, name-3…; the unique index decides
 * between two people trying the same one at once), or updates it; the slug never changes, so
 * shared links keep working.
 */
async function insertWithSlug(psychologistId: string, person: { firstName: string; lastName: string }, document: Omit<DirectoryProfileRecord, '_id' | 'slug'>): Promise<boolean> {
  for (const slug of slugCandidates(person.firstName, person.lastName)) {
    try {
      await DirectoryProfileModel.create({ _id: psychologistId, slug, ...document });
      return true;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // FerretDB does not say which unique index refused: if our listing exists now, it was
      // `_id` (saved twice at once: update it); otherwise someone holds this slug: try the next.
      if (await DirectoryProfileModel.exists({ _id: psychologistId })) return false;
    }
  }
  return false;
}

export async function saveDirectoryListing(psychologistId: string, input: DirectoryListingInput & { providerNumber?: string }, now = new Date()): Promise<DirectoryListing> {
  const person = await psychologistNameOf(psychologistId);
  if (!person) throw notFound('No psychologist profile for this account.');
  const { fields, providerNumber } = await checkListing(input);
  const searchTokens = listingSearchTokens(person, fields, await taxonomyNames());
  try {
    if (providerNumber) await setPsychologistProviderNumber(psychologistId, providerNumber, now);
    const exists = await DirectoryProfileModel.exists({ _id: psychologistId });
    const inserted = !exists && (await insertWithSlug(psychologistId, person, { ...fields, searchTokens, createdAt: now, updatedAt: now }));
    if (!inserted) {
      const unset = fields.gender ? {} : { $unset: { gender: 1 } };
      await DirectoryProfileModel.updateOne({ _id: psychologistId }, { $set: { ...fields, searchTokens, updatedAt: now }, ...unset });
    }
  } finally {
    invalidateDirectory();
  }
  return getDirectoryListing(psychologistId);
}

/** After a name change: the listing's words follow the new name. */
export async function refreshSearchTokens(psychologistId: string): Promise<void> {
  const [person, record] = await Promise.all([
    psychologistNameOf(psychologistId),
    DirectoryProfileModel.findById(psychologistId).lean<DirectoryProfileRecord>(),
  ]);
  if (!person || !record) return;
  await DirectoryProfileModel.updateOne({ _id: psychologistId }, { $set: { searchTokens: listingSearchTokens(person, record, await taxonomyNames()) } });
  invalidateDirectory();
}

import { cachedTaxonomyItems } from '../../../reference-data/taxonomy.repository';
import type { Language, Specialisation, TherapyType, TreatmentModality } from '../../reference-data';
import { avatarFor } from './avatar';
import type { DirectoryEntry } from './directory-entry';
import type { DirectoryCard, DirectoryProfile, FundingOption, NamedId } from './directory.types';

/** Taxonomy names by id, from the in-memory reference data. */
export interface TaxonomyNames {
  specialisations: Map<number, string>;
  languages: Map<number, string>;
  therapyTypes: Map<number, string>;
  treatmentModalities: Map<number, string>;
}

let namesMemo: { from: readonly unknown[]; names: TaxonomyNames } | undefined;

/** Built once per load of the reference data (the same object until a kind is reloaded). */
export async function taxonomyNames(): Promise<TaxonomyNames> {
  const from = await Promise.all([
    cachedTaxonomyItems<Specialisation>('specialisations'),
    cachedTaxonomyItems<Language>('languages'),
    cachedTaxonomyItems<TherapyType>('therapy-types'),
    cachedTaxonomyItems<TreatmentModality>('treatment-modalities'),
  ]);
  if (namesMemo && namesMemo.from.every((items, i) => items === from[i])) return namesMemo.names;
  const [specialisations, languages, therapyTypes, modalities] = from;
  const names: TaxonomyNames = {
    specialisations: new Map(specialisations.map((s) => [s.specialisationId, s.name])),
    languages: new Map(languages.map((l) => [l.languageId, l.name])),
    therapyTypes: new Map(therapyTypes.map((t) => [t.therapyTypeId, t.name])),
    treatmentModalities: new Map(modalities.map((m) => [m.treatmentModalityId, m.name])),
  };
  namesMemo = { from, names };
  return names;
}

const named = (ids: readonly number[], names: Map<number, string>): NamedId[] =>
  ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));

/** Plain words about cost; amounts stay with the booking page's price (rates change each July). */
export function outOfPocketHint(funding: readonly FundingOption[]): string {
  if (funding.includes('BulkBilled')) return 'Bulk-billed with a mental health treatment plan: nothing to pay.';
  if (funding.includes('Medicare')) return 'With a mental health treatment plan, Medicare pays part of the fee.';
  return 'Private fee: no Medicare rebate.';
}

export function toCard(entry: DirectoryEntry, names: TaxonomyNames, nextAvailable: Date | null): DirectoryCard {
  const { listing } = entry;
  return {
    psychologistId: listing._id,
    slug: listing.slug,
    firstName: entry.firstName,
    lastName: entry.lastName,
    psychologistType: listing.psychologistType,
    avatar: avatarFor(listing._id, entry.firstName, entry.lastName),
    specialisations: named(listing.specialisationIds, names.specialisations),
    languages: named(listing.languageIds, names.languages),
    clientTypes: named(listing.therapyTypeIds, names.therapyTypes),
    fundingAccepted: [...listing.fundingAccepted],
    fees: listing.fees.map(({ durationMinutes, feeCents }) => ({ durationMinutes, feeCents })),
    standardFeeCents: entry.standardFeeCents,
    outOfPocketHint: outOfPocketHint(listing.fundingAccepted),
    state: listing.state,
    timeZone: listing.timeZone,
    ...(listing.gender && { gender: listing.gender }),
    isAvailableForNewClients: entry.isAvailableForNewClients,
    nextAvailable: nextAvailable ? nextAvailable.toISOString() : null,
  };
}

export function toProfile(entry: DirectoryEntry, names: TaxonomyNames, nextAvailable: Date | null, nextTimes: readonly Date[] = []): DirectoryProfile {
  const { listing } = entry;
  return {
    ...toCard(entry, names, nextAvailable),
    bio: listing.bio,
    qualifications: [...listing.qualifications],
    treatmentModalities: named(listing.treatmentModalityIds, names.treatmentModalities),
    ahpraNumber: listing.ahpraNumber,
    messagingEnabled: listing.messagingEnabled,
    partnerReferrerIds: [...listing.partnerReferrerIds],
    nextTimes: nextTimes.map((time) => time.toISOString()),
  };
}

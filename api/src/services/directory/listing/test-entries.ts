import type { DirectoryEntry } from './directory-entry';
import type { DirectoryProfileRecord } from './directory-profile.model';

/** A directory entry for pure tests; only what a test names differs from the defaults. */
export function testEntry(id: string, overrides: Partial<DirectoryProfileRecord> = {}, extra: Partial<Omit<DirectoryEntry, 'listing'>> = {}): DirectoryEntry {
  const listing: DirectoryProfileRecord = {
    _id: id,
    slug: id,
    psychologistType: 'Psychologist',
    ahpraNumber: 'PSY0000000001',
    bio: '',
    qualifications: [],
    specialisationIds: [],
    treatmentModalityIds: [],
    languageIds: [1],
    therapyTypeIds: [1],
    fundingAccepted: ['Medicare'],
    partnerReferrerIds: [],
    fees: [{ durationMinutes: 50, feeCents: 20000 }],
    timeZone: 'Australia/Sydney',
    state: 'NSW',
    messagingEnabled: false,
    isHidden: false,
    searchTokens: [id],
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...overrides,
  };
  return {
    listing,
    firstName: id,
    lastName: 'Test',
    isAvailableForNewClients: true,
    weekly: [],
    hoursZone: listing.timeZone,
    standardFeeCents: listing.fees.find((f) => f.durationMinutes === 50)?.feeCents ?? 0,
    ...extra,
  };
}

import { isValidProviderNumber } from '@harbour/identifiers';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { AccountModel } from '../services/identity/accounts/account.model';
import { AvailabilityModel } from '../services/availability/availability.model';
import { directorySnapshot, invalidateDirectory } from '../services/directory/listing/directory-cache';
import { DirectoryProfileModel } from '../services/directory/listing/directory-profile.model';
import { RESERVED_SLUGS } from '../services/directory/listing/landing-slugs';
import { specialisations, timezones } from '../services/reference-data/user-taxonomies/data';
import { demoDirectory, seedDemoDirectory } from './demo-directory';
import { seedReferenceData } from './reference-data';

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
});
afterAll(disconnectTestDatabase);

describe('demo directory seed', () => {
  it('is at least 60 approved psychologists covering every state, zone and filter; twice changes nothing', async () => {
    const people = demoDirectory();
    expect(await seedDemoDirectory(people)).toBe(people.length);
    expect(await seedDemoDirectory(people)).toBe(0);
    expect(await DirectoryProfileModel.countDocuments()).toBe(people.length);
    expect(await AvailabilityModel.countDocuments()).toBe(people.length);

    invalidateDirectory();
    const { entries } = await directorySnapshot();
    expect(entries.length).toBeGreaterThanOrEqual(60);
    const listings = entries.map((e) => e.listing);
    expect(new Set(listings.map((l) => l.state))).toEqual(new Set(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT', 'NZ']));
    const zones = new Set(listings.map((l) => l.timeZone));
    for (const zone of ['Australia/Perth', 'Australia/Eucla', 'Australia/Darwin', 'Australia/Adelaide', 'Australia/Broken_Hill', 'Australia/Brisbane', 'Australia/Lindeman', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart', 'Australia/Lord_Howe', 'Pacific/Auckland'])
      expect(zones).toContain(zone);
    for (const zone of zones) expect(timezones.map((t) => t.timezoneId)).toContain(zone);
    for (const funding of ['Medicare', 'BulkBilled', 'NDIS', 'DVA', 'WorkersComp', 'Partnership']) expect(listings.some((l) => l.fundingAccepted.includes(funding as never))).toBe(true);
    for (const type of ['Psychologist', 'Clinical psychologist', 'General psychologist']) expect(listings.some((l) => l.psychologistType === type)).toBe(true);
    for (const therapyTypeId of [1, 2, 3]) expect(listings.some((l) => l.therapyTypeIds.includes(therapyTypeId))).toBe(true);
    for (const gender of ['Female', 'Male', 'Non-binary', undefined]) expect(listings.some((l) => l.gender === gender)).toBe(true);
    // Every concern in the taxonomy has someone.
    for (const { specialisationId } of specialisations) expect(listings.some((l) => l.specialisationIds.includes(specialisationId))).toBe(true);
    expect(new Set(listings.flatMap((l) => l.languageIds)).size).toBeGreaterThan(10);
    expect(new Set(listings.map((l) => l.fees[0].feeCents)).size).toBeGreaterThan(10);
    expect(entries.some((e) => !e.isAvailableForNewClients)).toBe(true);
    // Every partner programme has at least two psychologists.
    const partners = new Set(listings.flatMap((l) => l.partnerReferrerIds));
    expect(partners.size).toBe(17);
    for (const partner of partners) expect(listings.filter((l) => l.partnerReferrerIds.includes(partner)).length).toBeGreaterThanOrEqual(2);
    // Slugs unique and never a landing page's.
    const slugs = listings.map((l) => l.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((slug) => RESERVED_SLUGS.has(slug))).toEqual([]);
    // The two who must never show are stored, but not in the directory.
    const names = entries.map((e) => `${e.firstName} ${e.lastName}`);
    expect(names).not.toContain('Ulla Unapproved');
    expect(names).not.toContain('Hollis Hidden');
    expect(await AccountModel.countDocuments({ email: /^(unapproved|hidden)@/ })).toBe(2);
  });

  it('gives everyone their own valid Medicare provider number and AHPRA number', () => {
    const people = demoDirectory();
    expect(new Set(people.map((p) => p.listing.providerNumber)).size).toBe(people.length);
    expect(new Set(people.map((p) => p.listing.ahpraNumber)).size).toBe(people.length);
    for (const person of people) {
      expect(isValidProviderNumber(person.listing.providerNumber)).toBe(true);
      expect(person.listing.ahpraNumber).toMatch(/^PSY\d{10}$/);
    }
  });
});

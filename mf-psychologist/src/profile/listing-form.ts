import type { DirectoryListing, SaveDirectoryListingRequest } from '@harbour/sdk/directory';

export type FundingOption = SaveDirectoryListingRequest['fundingAccepted'][number];
export type PracticeRegion = SaveDirectoryListingRequest['state'];
export type PsychologistGender = NonNullable<SaveDirectoryListingRequest['gender']>;

export const PSYCHOLOGIST_TYPES: SaveDirectoryListingRequest['psychologistType'][] = ['Psychologist', 'Clinical psychologist', 'General psychologist'];
export const FUNDING: [FundingOption, string][] = [
  ['Medicare', 'Medicare (Better Access, with a GP referral)'],
  ['BulkBilled', 'Bulk-billed Medicare (no gap)'],
  ['NDIS', 'NDIS'],
  ['DVA', 'DVA'],
  ['WorkersComp', "Workers' compensation"],
  ['Partnership', 'Partner and employer programmes'],
];
export const REGIONS: [PracticeRegion, string][] = [
  ['NSW', 'New South Wales'],
  ['VIC', 'Victoria'],
  ['QLD', 'Queensland'],
  ['SA', 'South Australia'],
  ['WA', 'Western Australia'],
  ['TAS', 'Tasmania'],
  ['ACT', 'Australian Capital Territory'],
  ['NT', 'Northern Territory'],
  ['NZ', 'New Zealand'],
];
export const GENDERS: PsychologistGender[] = ['Female', 'Male', 'Non-binary'];
export const SESSION_LENGTHS = [20, 50, 80];
export const AHPRA_NUMBER = /^PSY\d{10}$/;

/** The form as typed: fees and qualifications as text, the rest as the API takes it. */
export interface ListingForm extends Omit<SaveDirectoryListingRequest, 'fees' | 'qualifications' | 'providerNumber'> {
  /** Dollars as typed per session length; empty = that length is not offered. */
  fees: Record<number, string>;
  /** One qualification a line. */
  qualifications: string;
}

const ZONE_REGION: Record<string, PracticeRegion> = {
  'Australia/Sydney': 'NSW',
  'Australia/Broken_Hill': 'NSW',
  'Australia/Lord_Howe': 'NSW',
  'Australia/Melbourne': 'VIC',
  'Australia/Brisbane': 'QLD',
  'Australia/Lindeman': 'QLD',
  'Australia/Adelaide': 'SA',
  'Australia/Perth': 'WA',
  'Australia/Eucla': 'WA',
  'Australia/Hobart': 'TAS',
  'Antarctica/Macquarie': 'TAS',
  'Australia/Darwin': 'NT',
  'Pacific/Auckland': 'NZ',
};

/** Where a psychologist working on that clock most likely practises (they can change it). */
export const regionOfZone = (timeZone: string): PracticeRegion => ZONE_REGION[timeZone] ?? 'NSW';

/** A first listing: English, individual clients, their practice clock; everything else theirs to fill. */
export function newListingForm(timeZone: string): ListingForm {
  return {
    psychologistType: 'Psychologist',
    ahpraNumber: '',
    bio: '',
    qualifications: '',
    specialisationIds: [],
    treatmentModalityIds: [],
    languageIds: [1],
    therapyTypeIds: [1],
    fundingAccepted: [],
    partnerReferrerIds: [],
    fees: {},
    timeZone,
    state: regionOfZone(timeZone),
    messagingEnabled: true,
    isHidden: false,
  };
}

export function formOfListing(listing: DirectoryListing): ListingForm {
  const { psychologistId: _id, slug: _slug, isApproved: _approved, fees, qualifications, ...rest } = listing;
  return { ...rest, qualifications: qualifications.join('\n'), fees: Object.fromEntries(fees.map((f) => [f.durationMinutes, (f.feeCents / 100).toFixed(2)])) };
}

const FEE = /^\d{1,4}(\.\d{1,2})?$/;

/**
 * What the form says is wrong before anything is sent (the API checks again and names fields
 * too), or the request to send. Messages are the page's words, by field.
 */
export function checkListingForm(form: ListingForm): { problems: Record<string, string> } | { request: SaveDirectoryListingRequest } {
  const problems: Record<string, string> = {};
  const ahpraNumber = form.ahpraNumber.trim().toUpperCase();
  if (!AHPRA_NUMBER.test(ahpraNumber)) problems.ahpraNumber = 'Enter your AHPRA registration number: PSY and 10 digits, e.g. PSY0001234567.';
  if (form.bio.trim().length < 20) problems.bio = 'Tell clients about yourself in a few sentences (at least 20 characters).';
  if (form.specialisationIds.length === 0) problems.specialisationIds = 'Choose at least one specialisation.';
  if (form.languageIds.length === 0) problems.languageIds = 'Choose at least one language.';
  if (form.therapyTypeIds.length === 0) problems.therapyTypeIds = 'Choose who you see (at least one client type).';
  const fees = SESSION_LENGTHS.filter((minutes) => (form.fees[minutes] ?? '').trim() !== '').map((minutes) => ({ minutes, text: form.fees[minutes].trim() }));
  if (fees.length === 0) problems.fees = 'Enter a fee for at least one session length.';
  else if (fees.some((f) => !FEE.test(f.text))) problems.fees = 'Enter each fee in dollars, for example 180 or 180.50.';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    request: {
      psychologistType: form.psychologistType,
      ahpraNumber,
      bio: form.bio.trim(),
      qualifications: form.qualifications
        .split('\n')
        .map((q) => q.trim())
        .filter(Boolean),
      specialisationIds: form.specialisationIds,
      treatmentModalityIds: form.treatmentModalityIds,
      languageIds: form.languageIds,
      therapyTypeIds: form.therapyTypeIds,
      fundingAccepted: form.fundingAccepted,
      partnerReferrerIds: form.partnerReferrerIds ?? [],
      fees: fees.map((f) => ({ durationMinutes: f.minutes, feeCents: Math.round(Number(f.text) * 100) })),
      timeZone: form.timeZone,
      state: form.state,
      ...(form.gender && { gender: form.gender }),
      messagingEnabled: form.messagingEnabled,
      isHidden: form.isHidden,
    },
  };
}

export type ListingStatus = 'none' | 'awaiting-approval' | 'hidden' | 'listed';

/** Whether the directory shows it: only an approved account's listing that is not hidden. */
export function listingStatus(listing: Pick<DirectoryListing, 'isApproved' | 'isHidden'> | undefined): ListingStatus {
  if (!listing) return 'none';
  if (!listing.isApproved) return 'awaiting-approval';
  return listing.isHidden ? 'hidden' : 'listed';
}

import { AccountModel } from '../services/identity/accounts/account.model';
import { findAccountByEmail } from '../services/identity/accounts/accounts';
import { hashPassword } from '../services/identity/accounts/passwords';
import { AvailabilityModel, type WeeklyHours } from '../services/availability/availability.model';
import { createUserWithProfile } from '../services/accounts/profiles/new-user';
import { DirectoryProfileModel } from '../services/directory/listing/directory-profile.model';
import { saveDirectoryListing } from '../services/directory/listing/directory-listing';
import type { DirectoryListingInput, FundingOption, PracticeRegion, PsychologistGender, PsychologistType } from '../services/directory/listing/directory.types';
import { referrers } from '../services/reference-data/user-taxonomies/data';
import { DEMO_PASSWORD } from './demo-accounts';

/**
 * The demo directory: 62 approved psychologists with invented names and bios, spread
 * over every state and territory, every Australian time zone and New Zealand, with varied
 * concerns, languages, fees, funding, client types and weekly hours (in their own zone), so every
 * filter of the directory has results; plus one awaiting approval and one hidden, who must never
 * appear. Deterministic (no randomness) and idempotent: existing accounts are left as they are.
 */

export const DEMO_DIRECTORY_EMAIL_DOMAIN = 'directory.harbour.test';

interface Place {
  state: PracticeRegion;
  timeZone: string;
  count: number;
}

/** Where the 62 practise: every state and territory, every zone we offer in Australia, and Auckland. */
const PLACES: Place[] = [
  { state: 'NSW', timeZone: 'Australia/Sydney', count: 11 },
  { state: 'NSW', timeZone: 'Australia/Broken_Hill', count: 1 },
  { state: 'NSW', timeZone: 'Australia/Lord_Howe', count: 1 },
  { state: 'VIC', timeZone: 'Australia/Melbourne', count: 10 },
  { state: 'QLD', timeZone: 'Australia/Brisbane', count: 7 },
  { state: 'QLD', timeZone: 'Australia/Lindeman', count: 1 },
  { state: 'SA', timeZone: 'Australia/Adelaide', count: 6 },
  { state: 'WA', timeZone: 'Australia/Perth', count: 6 },
  { state: 'WA', timeZone: 'Australia/Eucla', count: 1 },
  { state: 'TAS', timeZone: 'Australia/Hobart', count: 4 },
  { state: 'TAS', timeZone: 'Antarctica/Macquarie', count: 1 },
  { state: 'ACT', timeZone: 'Australia/Sydney', count: 4 },
  { state: 'NT', timeZone: 'Australia/Darwin', count: 4 },
  { state: 'NZ', timeZone: 'Pacific/Auckland', count: 5 },
];

const FIRST_NAMES = ['Amara', 'Ben', 'Chloe', 'Dev', 'Elena', 'Farid', 'Grace', 'Hamish', 'Isla', 'Jae', 'Kiri', 'Liam', 'Mei', 'Nikhil', 'Olivia', 'Priya', 'Quinn', 'Rosa', 'Sione', 'Tara', 'Uma', 'Vikram', 'Willa', 'Xavier', 'Yasmin', 'Zane', 'Aroha', 'Bodhi', 'Carmen', 'Dimitri', 'Esi', 'Felix'];
const LAST_NAMES = ['Ashdown', 'Barlow', 'Castellano', 'Dunmore', 'Eastwood', 'Fairleigh', 'Goldsworthy', 'Hartigan', 'Ironbark', 'Jarrah', 'Kingsford', 'Lachlan', 'Merriweather', 'Nguyen-Hale', 'Oakridge', 'Pemberton', 'Quayle', 'Ridgeway', 'Saltmarsh', 'Thornbury', 'Underwood', 'Vantreight', 'Wattlebury', 'Yarrow', 'Zhou-Mercer'];
const TYPES: PsychologistType[] = ['Psychologist', 'Clinical psychologist', 'General psychologist'];
const GENDERS: (PsychologistGender | undefined)[] = ['Female', 'Male', 'Female', undefined, 'Non-binary', 'Male', 'Female', undefined];
/** Concern groups, so each psychologist has a coherent set (ids from specialisations.ts). */
const FOCUS: number[][] = [
  [1, 25, 27, 3],
  [2, 20, 28, 5],
  [4, 31, 24, 1],
  [7, 6, 21],
  [9, 8, 10, 11],
  [16, 3, 14, 33],
  [12, 30, 20],
  [17, 8, 2],
  [15, 29, 21],
  [13, 26, 1],
  [18, 32, 20, 2],
  [19, 14, 3],
  [22, 23, 2],
  [5, 28, 2],
];
const MODALITIES: number[][] = [[1, 2], [3, 7, 1], [4, 14, 16], [13, 12, 18], [10, 6], [5, 17], [8, 9, 11], [15, 1]];
const EXTRA_LANGUAGES: number[][] = [[], [2], [], [3], [4, 5], [], [7], [8], [], [10, 6], [11], [48], [], [9], [14], [26], [33], [24]];
const QUALIFICATIONS: string[][] = [
  ['Master of Clinical Psychology', 'Bachelor of Psychological Science (Honours)'],
  ['Master of Professional Psychology', 'Bachelor of Arts (Psychology)'],
  ['Doctor of Psychology (Clinical)', 'Bachelor of Science (Honours, Psychology)'],
  ['Graduate Diploma of Professional Psychology', 'Bachelor of Behavioural Science'],
];
const OPENINGS = [
  'I help people find steadier ground when life feels heavy.',
  'My sessions are practical, warm and paced to suit you.',
  'I believe therapy works best when you feel heard first.',
  'I work alongside people who want to understand themselves better and feel more in control.',
  'Whether you are new to therapy or returning, I aim to make the first step an easy one.',
];
const CLOSINGS = [
  'Outside work I walk the coast with my dog and cook for too many people.',
  'I have worked in community health, universities and private practice.',
  'Sessions are by video, so you can talk from wherever you feel comfortable.',
  'I welcome clients of every background, culture, faith and identity.',
];

/** Weekly hours patterns in the psychologist's own zone (ISO weekdays). */
const HOURS: WeeklyHours[][] = [
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '13:00', end: '17:00' })),
  [1, 3, 5].map((weekday) => ({ weekday, start: '17:00', end: '21:00' })),
  [
    { weekday: 2, start: '08:00', end: '18:00' },
    { weekday: 4, start: '08:00', end: '18:00' },
  ],
  [
    { weekday: 6, start: '09:00', end: '15:00' },
    { weekday: 7, start: '10:00', end: '14:00' },
    { weekday: 3, start: '18:00', end: '21:00' },
  ],
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '07:00', end: '20:00' })),
];

const LOCATION_VALUES = '0123456789ABCDEFGHJKLMNPQRTUVWXY';
const CHECK_CHARACTERS = 'YXWTLKJHFBA';
/** A Medicare provider number that passes the check (domain.md), from a 6-digit stem. */
export function demoProviderNumber(n: number): string {
  const stem = String(200000 + n * 7919).slice(-6);
  const location = LOCATION_VALUES[n % LOCATION_VALUES.length];
  const sum = [...stem].reduce((total, digit, i) => total + Number(digit) * [3, 5, 8, 4, 2, 1][i], 0) + LOCATION_VALUES.indexOf(location) * 6;
  return `${stem}${location}${CHECK_CHARACTERS[sum % 11]}`;
}

const referrerId = (name: string) => referrers.find((r) => r.name === name)!.id;
const PARTNER_GROUPS: string[][] = [['hcf', 'hcf-healthyminds', 'hcf-employees'], ['nib', 'nib-welcome', 'nib-standard', 'nib-corporate'], ['Sonder', 'SonderCouples', 'SonderPWC'], ['health-engine', 'instant-scripts', 'phenix-health', 'blua', 'for-health'], ['aspen-medical-origin-wcc', 'aspen-medical-origin-pc']];

export interface DemoPsychologist {
  email: string;
  firstName: string;
  lastName: string;
  isApproved: boolean;
  listing: DirectoryListingInput & { providerNumber: string };
  weekly: WeeklyHours[];
  isAvailableForNewClients: boolean;
}

function demoPsychologist(n: number, place: Place): DemoPsychologist {
  const firstName = FIRST_NAMES[n % FIRST_NAMES.length];
  const lastName = LAST_NAMES[(n * 7) % LAST_NAMES.length];
  const focus = FOCUS[n % FOCUS.length];
  const specialisationIds = [...new Set([...focus, ...(n % 3 === 0 ? [1, 2] : []), ...(n % 4 === 0 ? [3] : [])])];
  const nz = place.state === 'NZ';
  const funding: FundingOption[] = [];
  if (!nz) funding.push('Medicare');
  if (!nz && n % 5 === 0) funding.push('BulkBilled');
  if (!nz && n % 3 === 1) funding.push('NDIS');
  if (!nz && n % 5 === 2) funding.push('DVA');
  const partners = n % 2 === 0 ? PARTNER_GROUPS[(n / 2) % PARTNER_GROUPS.length] : [];
  if (partners.length) funding.push('Partnership');
  if (partners.includes('aspen-medical-origin-wcc') || n % 7 === 3) funding.push('WorkersComp');
  const therapyTypeIds = [1, ...(focus.includes(9) || n % 3 === 2 ? [3] : []), ...(focus.includes(7) || n % 4 === 1 ? [2] : [])];
  const fee = 14000 + ((n * 1700) % 12500);
  const fees = [
    { durationMinutes: 50, feeCents: Math.round(fee / 500) * 500 },
    ...(n % 2 === 1 ? [{ durationMinutes: 80, feeCents: Math.round((fee * 1.5) / 500) * 500 }] : []),
    ...(n % 6 === 0 ? [{ durationMinutes: 20, feeCents: Math.round(fee / 2 / 500) * 500 }] : []),
  ];
  const bio = [
    OPENINGS[n % OPENINGS.length],
    `Much of my work is with people facing ${focus.length > 1 ? 'a mix of concerns' : 'one clear concern'}, and I draw on approaches that have good evidence behind them.`,
    CLOSINGS[n % CLOSINGS.length],
  ].join(' ');
  return {
    email: `psychologist.${String(n).padStart(2, '0')}@${DEMO_DIRECTORY_EMAIL_DOMAIN}`,
    firstName,
    lastName,
    isApproved: true,
    isAvailableForNewClients: n % 11 !== 10,
    weekly: HOURS[n % HOURS.length],
    listing: {
      psychologistType: TYPES[n % TYPES.length],
      ahpraNumber: `PSY${String(2_000_000 + n).padStart(10, '0')}`,
      providerNumber: demoProviderNumber(n),
      bio,
      qualifications: QUALIFICATIONS[n % QUALIFICATIONS.length],
      specialisationIds,
      treatmentModalityIds: MODALITIES[n % MODALITIES.length],
      languageIds: [1, ...EXTRA_LANGUAGES[n % EXTRA_LANGUAGES.length]],
      therapyTypeIds,
      fundingAccepted: funding,
      partnerReferrerIds: partners.map(referrerId),
      fees,
      timeZone: place.timeZone,
      state: place.state,
      ...(GENDERS[n % GENDERS.length] && { gender: GENDERS[n % GENDERS.length] }),
      messagingEnabled: n % 3 !== 2,
      isHidden: false,
    },
  };
}

/** The visible 62, then the two who must never show (awaiting approval; hidden). */
export function demoDirectory(): DemoPsychologist[] {
  const visible: DemoPsychologist[] = [];
  for (const place of PLACES) for (let i = 0; i < place.count; i++) visible.push(demoPsychologist(visible.length, place));
  const base = demoPsychologist(0, PLACES[0]);
  const unapproved: DemoPsychologist = { ...base, email: `unapproved@${DEMO_DIRECTORY_EMAIL_DOMAIN}`, firstName: 'Ulla', lastName: 'Unapproved', isApproved: false, listing: { ...base.listing, ahpraNumber: 'PSY0002999998', providerNumber: demoProviderNumber(98), specialisationIds: [1, 2, 3] } };
  const hidden: DemoPsychologist = { ...base, email: `hidden@${DEMO_DIRECTORY_EMAIL_DOMAIN}`, firstName: 'Hollis', lastName: 'Hidden', listing: { ...base.listing, ahpraNumber: 'PSY0002999999', providerNumber: demoProviderNumber(99), specialisationIds: [1, 2, 3], isHidden: true } };
  return [...visible, unapproved, hidden];
}

/** Creates what is missing; returns how many psychologists it created. */
export async function seedDemoDirectory(people: readonly DemoPsychologist[] = demoDirectory()): Promise<number> {
  let created = 0;
  let passwordHash: string | undefined;
  const now = new Date();
  for (const person of people) {
    let userId = (await findAccountByEmail(person.email))?._id;
    if (!userId) {
      passwordHash ??= await hashPassword(DEMO_PASSWORD);
      userId = await createUserWithProfile({
        email: person.email,
        passwordHash,
        userType: 'psychologist',
        isApproved: person.isApproved,
        profile: { firstName: person.firstName, lastName: person.lastName, providerNumber: person.listing.providerNumber },
      });
      created += 1;
    }
    if (!(await AvailabilityModel.exists({ _id: userId }))) {
      await AvailabilityModel.create({
        _id: userId,
        psychologistId: userId,
        timeZone: person.listing.timeZone,
        weekly: person.weekly,
        overrides: [],
        timeOff: [],
        durationsOffered: person.listing.fees.map((fee) => fee.durationMinutes),
        bufferMinutes: 10,
        minimumNoticeHours: 12,
        horizonDays: 56,
        isAvailableForNewClients: person.isAvailableForNewClients,
        updatedAt: now,
      });
    }
    if (!(await DirectoryProfileModel.exists({ _id: userId }))) await saveDirectoryListing(userId, person.listing, now);
  }
  return created;
}

/** For tests: the demo directory's account ids. */
export async function demoDirectoryIds(): Promise<string[]> {
  const accounts = await AccountModel.find({ email: { $in: demoDirectory().map((p) => p.email) } }, { _id: 1 }).lean();
  return accounts.map((a) => a._id);
}

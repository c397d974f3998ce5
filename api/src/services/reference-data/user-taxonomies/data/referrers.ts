/**
 * Partner referrers (/referrers): health funds, employer programmes and wellbeing providers with
 * their own entry links (/signup/{referrer}, /get-matched/{referrer}), theme and extra sign-up
 * fields. Names are exactly the spec's (§3 "Referrer partner"); ids are fixed GUIDs.
 *
 * Storage TTL (how long a visitor's stored referrer, local storage key `rf`, stays valid), per
 * spec §9: default 7 days; most partners 720 hours; hcf-healthyminds 1 day; nib-welcome 7 days.
 * Only aspen-medical-origin-wcc and aspen-medical-origin-pc show the workers-comp filter.
 * Theme colours are brand-like RGB values chosen for this product, not taken from partner assets.
 */

export interface RgbColour {
  r: number;
  g: number;
  b: number;
}

export interface ReferrerThemeColours {
  primary: RgbColour;
  secondary: RgbColour;
  tertiary: RgbColour;
  body: RgbColour;
  dark: RgbColour;
}

export interface ReferrerTheme {
  colours: ReferrerThemeColours;
  /** Scale of the partner's icon beside ours (1 = same size). */
  iconScale?: number;
  /** Text shown between our logo and the partner's. */
  iconSeparator?: string;
}

export interface SignupField {
  /** Field name in the sign-up payload, e.g. 'memberNumber'. */
  name: string;
  label: string;
  required: boolean;
  /** Regular expression (source, anchored) the value must match. */
  pattern?: string;
  maxLength?: number;
}

export type ReferrerFundingType = 'BulkBilled' | 'DVA' | 'NDIS' | 'Partnership' | 'WorkersComp';

export interface ReferrerThirdPartyBooking {
  showWorkersCompFilter: boolean;
}

export interface Referrer {
  /** Fixed GUID (lower-case, v4 format). */
  id: string;
  /** The spec's partner code, used in URLs (/signup/{name}). */
  name: string;
  displayName: string;
  /** How long a stored referrer stays valid, in milliseconds. */
  storageTtl: number;
  theme?: ReferrerTheme;
  url?: string;
  thirdPartyBooking?: ReferrerThirdPartyBooking;
  signupFields: SignupField[];
  /** How sessions of this partner's clients are funded; absent = client pays (private/Medicare). */
  fundingType?: ReferrerFundingType;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Spec §9: a stored referrer lasts 7 days by default (604800000 ms). */
export const DEFAULT_REFERRER_STORAGE_TTL_MS = 7 * DAY_MS;
/** Spec §9: most partners keep the stored referrer 720 hours. */
export const PARTNER_REFERRER_STORAGE_TTL_MS = 720 * HOUR_MS;
/** Spec §9: hcf-healthyminds keeps it 1 day. */
export const ONE_DAY_REFERRER_STORAGE_TTL_MS = DAY_MS;

/** The spec's 17 partner codes, in the spec's order. */
export const REFERRER_NAMES = [
  'health-engine',
  'instant-scripts',
  'phenix-health',
  'blua',
  'hcf',
  'for-health',
  'Sonder',
  'SonderCouples',
  'SonderPWC',
  'hcf-healthyminds',
  'hcf-employees',
  'nib-welcome',
  'nib',
  'nib-standard',
  'nib-corporate',
  'aspen-medical-origin-wcc',
  'aspen-medical-origin-pc',
] as const;

export type ReferrerName = (typeof REFERRER_NAMES)[number];

const rgb = (r: number, g: number, b: number): RgbColour => ({ r, g, b });

const SLATE_BODY = rgb(51, 62, 72);

const hcfColours: ReferrerThemeColours = {
  primary: rgb(0, 74, 152),
  secondary: rgb(0, 163, 224),
  tertiary: rgb(230, 240, 250),
  body: SLATE_BODY,
  dark: rgb(0, 38, 84),
};

const nibColours: ReferrerThemeColours = {
  primary: rgb(0, 158, 150),
  secondary: rgb(0, 59, 73),
  tertiary: rgb(225, 245, 243),
  body: rgb(45, 55, 60),
  dark: rgb(0, 40, 50),
};

const sonderColours: ReferrerThemeColours = {
  primary: rgb(108, 59, 170),
  secondary: rgb(255, 112, 102),
  tertiary: rgb(241, 235, 250),
  body: rgb(52, 48, 64),
  dark: rgb(34, 24, 56),
};

const aspenColours: ReferrerThemeColours = {
  primary: rgb(0, 45, 98),
  secondary: rgb(218, 41, 28),
  tertiary: rgb(230, 236, 244),
  body: SLATE_BODY,
  dark: rgb(0, 25, 56),
};

/** hcf: member number and its reference (the 1–2 digit number of the person on the membership). */
const hcfMemberFields: SignupField[] = [
  { name: 'memberNumber', label: 'Member number', required: true, pattern: '^[0-9]{6,12}$', maxLength: 12 },
  {
    name: 'memberNumberReference',
    label: 'Member number reference',
    required: true,
    pattern: '^[0-9]{1,2}$',
    maxLength: 2,
  },
];

const employeeIdFields: SignupField[] = [
  {
    name: 'employeeId',
    label: 'Employee ID',
    required: true,
    pattern: '^[A-Za-z0-9-]{1,20}$',
    maxLength: 20,
  },
];

/** The two Aspen Medical Origin programmes share everything but their id and name. */
const aspenMedicalOrigin = {
  storageTtl: PARTNER_REFERRER_STORAGE_TTL_MS,
  url: 'https://www.aspenmedical.com',
  theme: { colours: aspenColours },
  thirdPartyBooking: { showWorkersCompFilter: true },
  signupFields: [],
  fundingType: 'WorkersComp',
} satisfies Omit<Referrer, 'id' | 'name' | 'displayName'>;

export const referrers: readonly Referrer[] = [
  {
    id: 'db0ced77-6f7f-4132-8623-7bb04292c73f',
    name: 'health-engine',
    displayName: 'HealthEngine',
    storageTtl: PARTNER_REFERRER_STORAGE_TTL_MS,
    url: 'https://healthengine.com.au',
    theme: {
      colours: {
        primary: rgb(0, 163, 224),
        secondary: rgb(0, 82, 147),
        tertiary: rgb(228, 246, 252),
        body: SLATE_BODY,
        dark: rgb(17, 34, 51),
      },
    },
    signupFields: [],
  },
  {
    id: '1735b1f6-58fb-4c8b-ad68-a3dda28bb7e3',
    name: 'instant-scripts',
    displayName: 'InstantScripts',
    storageTtl: PARTNER_REFERRER_STORAGE_TTL_MS,
    url: 'https://www.instantscripts.com.au',
    theme: {
      colours: {
        primary: rgb(0, 87, 184),
        secondary: rgb(255, 90, 95),
        tertiary: rgb(232, 241, 252),
        body: SLATE_BODY,
        dark: rgb(10, 30, 66),
      },
      iconScale: 0.9,
    },
    signupFields: [],
  },
  {
    id: '361f0e1e-31dc-4b37-98b6-9021610b3d53',
    name: 'phenix-health',
    displayName: 'Phenix Health',
    storageTtl: PARTNER_REFERRER_STORAGE_TTL_MS,
    theme: {
      colours: {
        primary: rgb(232, 93, 37),
        secondary: rgb(33, 37, 41),
        tertiary: rgb(253, 236, 226),
        body: rgb(52, 58, 64),
        dark: rgb(33, 37, 41),
      },
    },
    signupFields: [],
  },
  {
    id: 'c6d3d97d-39ff-4481-bc75-5ab692cd951b',
    name: 'blua',
    displayName: 'Blua',
    storageTtl: PARTNER_REFERRER_STORAGE_TTL_MS,
    theme: {
      colours: {
        primary: rgb(0, 121, 200),
        secondary: rgb(0, 49, 92),
        tertiary: rgb(224, 240, 250),
        body: SLATE_BODY,
        dark: rgb(0, 35, 66),
      },
    },
    signupFields: [],
  },
  {
    id: '0f6c981d-444f-4717-b310-af82facc589c',
    name: 'hcf',
    displayName: 'HCF',
    storageTtl: PARTNER_REFERRER_STORAGE_TTL_MS,
    url: 'https://www.hcf.com.au',
    theme: { colours: hcfColours, iconScale: 0.85, iconSeparator: '|' },
    signupFields: hcfMemberFields,
    fundingType: 'Partnership',
  },
  {
    id: '64708e40-7db2-4ef4-8aea-64b8904b5416',
    name: 'for-health',
    displayName: 'For Health',
    storageTtl: PARTNER_REFERRER_STORAGE_TTL_MS,
    theme: {
      colours: {
        primary: rgb(0, 150, 136),
        secondary: rgb(255, 179, 0),
        tertiary: rgb(224, 242, 241),
        body: SLATE_BODY,
        dark: rgb(0, 77, 64),
      },
    },
    signupFields: [],
  },
  {
    id: '18ee38dc-4bae-4dd1-b1c9-9931032afeec',
    name: 'Sonder',
    displayName: 'Sonder',
    storageTtl: PARTNER_REFERRER_STORAGE_TTL_MS,
    theme: { colours: sonderColours, iconSeparator: '×' },
    signupFields: [],
    fundingType: 'Partnership',
  },
  {
    id: 'a197b649-dbb0-41cd-bc5d-2797adaca36f',
    name: 'SonderCouples',
    displayName: 'Sonder Couples',
    storageTtl: PARTNER_REFERRER_STORAGE_TTL_MS,
    theme: { colours: { ...sonderColours, secondary: rgb(233, 30, 99) }, iconSeparator: '×' },
    signupFields: [],
    fundingType: 'Partnership',
  },
  {
    id: 'f590c8ca-ed88-498c-9969-55e6e3300dca',
    name: 'SonderPWC',
    displayName: 'Sonder for PwC',
    storageTtl: PARTNER_REFERRER_STORAGE_TTL_MS,
    theme: { colours: { ...sonderColours, secondary: rgb(208, 74, 2) }, iconSeparator: '×' },
    signupFields: [],
    fundingType: 'Partnership',
  },
  {
    id: 'b68130a1-ba2d-4827-9837-358627fbf78b',
    name: 'hcf-healthyminds',
    displayName: 'HCF Healthy Minds',
    storageTtl: ONE_DAY_REFERRER_STORAGE_TTL_MS,
    url: 'https://www.hcf.com.au',
    theme: { colours: { ...hcfColours, secondary: rgb(122, 184, 0) }, iconScale: 0.85, iconSeparator: '|' },
    signupFields: [],
    fundingType: 'Partnership',
  },
  {
    id: '1bcfebd0-b02e-4f35-ac47-8426c0d1ddb0',
    name: 'hcf-employees',
    displayName: 'HCF Employees',
    storageTtl: PARTNER_REFERRER_STORAGE_TTL_MS,
    url: 'https://www.hcf.com.au',
    theme: { colours: hcfColours, iconScale: 0.85, iconSeparator: '|' },
    signupFields: employeeIdFields,
    fundingType: 'Partnership',
  },
  {
    id: 'd327058f-b618-4c8e-bc4a-18cd03d80823',
    name: 'nib-welcome',
    displayName: 'nib Welcome',
    storageTtl: DEFAULT_REFERRER_STORAGE_TTL_MS,
    url: 'https://www.nib.com.au',
    theme: { colours: nibColours, iconScale: 1.1, iconSeparator: '+' },
    signupFields: [],
    fundingType: 'Partnership',
  },
  {
    id: '9545e9be-3edb-4bcc-bd52-ab560be8a82b',
    name: 'nib',
    displayName: 'nib',
    storageTtl: PARTNER_REFERRER_STORAGE_TTL_MS,
    url: 'https://www.nib.com.au',
    theme: { colours: nibColours, iconScale: 1.1, iconSeparator: '+' },
    signupFields: [],
    fundingType: 'Partnership',
  },
  {
    id: 'c32a5796-7692-46c6-989b-6f78f6cfe14b',
    name: 'nib-standard',
    displayName: 'nib Standard',
    storageTtl: PARTNER_REFERRER_STORAGE_TTL_MS,
    url: 'https://www.nib.com.au',
    theme: { colours: nibColours, iconScale: 1.1, iconSeparator: '+' },
    signupFields: [],
    fundingType: 'Partnership',
  },
  {
    id: 'c5929a5a-ed7b-44b6-9f39-3383144711f7',
    name: 'nib-corporate',
    displayName: 'nib Corporate',
    storageTtl: PARTNER_REFERRER_STORAGE_TTL_MS,
    url: 'https://www.nib.com.au',
    theme: { colours: { ...nibColours, secondary: rgb(20, 40, 90) }, iconScale: 1.1, iconSeparator: '+' },
    signupFields: [],
    fundingType: 'Partnership',
  },
  { id: '6aca6441-32e7-4288-a7da-69cd95bf832d', name: 'aspen-medical-origin-wcc', displayName: 'Aspen Medical Origin (WCC)', ...aspenMedicalOrigin },
  { id: 'ea2840ff-7921-4f43-9ae4-710e9775680e', name: 'aspen-medical-origin-pc', displayName: 'Aspen Medical Origin (PC)', ...aspenMedicalOrigin },
];

/**
 * Finds a referrer by id (GUID, any case) or by name (exact first, then case-insensitive, so
 * '/signup/sonder' still finds 'Sonder'), as GET /referrers/{identifier} needs.
 */
export function findReferrer(identifier: string | null | undefined): Referrer | undefined {
  if (!identifier) return undefined;
  const key = identifier.trim();
  const lower = key.toLowerCase();
  return (
    referrers.find((r) => r.id === lower || r.name === key) ??
    referrers.find((r) => r.name.toLowerCase() === lower)
  );
}

/** The storage TTL for a referrer, or the spec's default when the referrer is unknown. */
export function storageTtlFor(identifier: string | null | undefined): number {
  return findReferrer(identifier)?.storageTtl ?? DEFAULT_REFERRER_STORAGE_TTL_MS;
}

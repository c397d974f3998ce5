/**
 * The public psychologist directory (spec §3 "Psychologist search", §7 psychologist calls).
 * Plain DTOs: tsoa reads these for the OpenAPI document and the SDK's types.
 */

/** Spec §3 psychologist type. */
export type PsychologistType = 'Psychologist' | 'Clinical psychologist' | 'General psychologist';

/**
 * How a session can be funded. Spec §3 funding types plus Medicare (a Better Access rebate with a
 * gap fee) and private (no rebate), which every psychologist with a provider number offers.
 */
export type FundingOption = 'Medicare' | 'BulkBilled' | 'NDIS' | 'DVA' | 'WorkersComp' | 'Partnership';

/** Where a psychologist practises: an Australian state or territory, or New Zealand. */
export type PracticeRegion = 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'ACT' | 'NT' | 'NZ';

/** Shown only when the psychologist chooses to show it. */
export type PsychologistGender = 'Female' | 'Male' | 'Non-binary';

/** In the viewer's own time zone: morning 06:00–12:00, afternoon 12:00–17:00, evening 17:00–22:00. */
export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

export type DirectorySort = 'best-match' | 'soonest' | 'fee-low' | 'fee-high';

export interface SessionFee {
  /** Session length in minutes (see GET /users/session-duration-types). */
  durationMinutes: number;
  /** Integer cents, AUD. */
  feeCents: number;
}

/** A generated picture until photo upload exists: initials on a colour with enough contrast. */
export interface DirectoryAvatar {
  initials: string;
  /** CSS colour of the circle. */
  background: string;
  /** CSS colour of the initials (contrast ≥ 4.5:1 with the background). */
  foreground: string;
  /** Text alternative, e.g. "Initials of Mia Chen". */
  alt: string;
}

export interface NamedId {
  id: number;
  name: string;
}

/** One result in the directory, the search and the matches. */
export interface DirectoryCard {
  psychologistId: string;
  slug: string;
  firstName: string;
  lastName: string;
  psychologistType: PsychologistType;
  avatar: DirectoryAvatar;
  /** In the psychologist's order (their main ones first). */
  specialisations: NamedId[];
  languages: NamedId[];
  /** Therapy types they see (Individual, Teenager, Couples). */
  clientTypes: NamedId[];
  fundingAccepted: FundingOption[];
  fees: SessionFee[];
  /** The 50-minute (or else the first) fee, cents. */
  standardFeeCents: number;
  /** A plain hint about what the client pays, e.g. bulk-billing or the Medicare rebate. */
  outOfPocketHint: string;
  state: PracticeRegion;
  /** IANA zone the psychologist works in. */
  timeZone: string;
  gender?: PsychologistGender;
  isAvailableForNewClients: boolean;
  /** UTC instant of the first bookable start, null when none in the horizon (clients show it in their own zone). */
  nextAvailable: string | null;
}

/** The profile page (GET /users/psychologists/bio). */
export interface DirectoryProfile extends DirectoryCard {
  /** The psychologist's photo (PUT /users/profile/{id}/profile-image), versioned; absent when they have none (show the avatar). */
  photoUrl?: string;
  bio: string;
  qualifications: string[];
  treatmentModalities: NamedId[];
  /** AHPRA registration number, e.g. PSY0001234567. */
  ahpraNumber: string;
  messagingEnabled: boolean;
  /** Partner programmes (referrer ids) the psychologist takes clients from. */
  partnerReferrerIds: string[];
  /** The next few bookable starts (UTC, ascending, at most 5 in the next 14 days) of a standard session. */
  nextTimes: string[];
}

export interface ListPsychologistsRequest {
  /**
   * Free text: names and concern words ("anxiety", "grief"), matched as word prefixes.
   * @maxLength 200
   */
  q?: string;
  /**
   * Any of these (ids from GET /users/specialisations).
   * @maxItems 20
   */
  specialisationIds?: number[];
  /**
   * Any of these therapy (client) types.
   * @maxItems 5
   */
  therapyTypeIds?: number[];
  /**
   * Accepts any of these.
   * @maxItems 6
   */
  funding?: FundingOption[];
  /**
   * Speaks any of these (ids from GET /users/languages).
   * @maxItems 10
   */
  languageIds?: number[];
  /**
   * @maxItems 3
   */
  psychologistTypes?: PsychologistType[];
  /**
   * @maxItems 9
   */
  states?: PracticeRegion[];
  gender?: PsychologistGender;
  /**
   * Has a bookable time within this many days.
   * @isInt
   * @minimum 1
   * @maximum 28
   */
  availableWithinDays?: number;
  /**
   * Works at these times of day in `viewerTimeZone`.
   * @maxItems 3
   */
  timesOfDay?: TimeOfDay[];
  /**
   * The visitor's IANA time zone (for times of day); default Australia/Sydney.
   * @maxLength 64
   */
  viewerTimeZone?: string;
  /**
   * The signed-in visitor's country (their profile's countryId, e.g. AUS); without it, the country
   * of `viewerTimeZone`. In the best-match order, psychologists practising there come first.
   * @maxLength 3
   */
  viewerCountryId?: string;
  /** Only psychologists taking new clients. */
  newClientsOnly?: boolean;
  /**
   * Only these psychologists: the checkout's one named psychologist reads their card alone, not
   * pages of everyone. An id not listed is simply not in the answer.
   * @maxItems 50
   */
  psychologistIds?: string[];
  /**
   * Only psychologists in this partner programme (referrer GUID or code).
   * @maxLength 64
   */
  referrerId?: string;
  sort?: DirectorySort;
  /**
   * 1-based.
   * @isInt
   * @minimum 1
   * @maximum 1000
   */
  page?: number;
  /**
   * @isInt
   * @minimum 1
   * @maximum 50
   */
  pageSize?: number;
}

export interface PsychologistPage {
  psychologists: DirectoryCard[];
  /** How many match the filters in all. */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface PsychologistSearchResult {
  psychologists: DirectoryCard[];
}

/** The get-matched questionnaire's answers. */
export interface MatchPsychologistsRequest {
  /**
   * Who the sessions are for: a therapy type id (Individual, Teenager, Couples).
   * @isInt
   */
  therapyTypeId?: number;
  /**
   * What is going on.
   * @minItems 1
   * @maxItems 5
   */
  specialisationIds: number[];
  funding?: FundingOption;
  /**
   * @isInt
   */
  languageId?: number;
  gender?: PsychologistGender;
  /**
   * @maxItems 3
   */
  timesOfDay?: TimeOfDay[];
  state?: PracticeRegion;
  /**
   * @maxLength 64
   */
  viewerTimeZone?: string;
  /**
   * @maxLength 64
   */
  referrerId?: string;
}

export interface PsychologistMatch {
  psychologist: DirectoryCard;
  score: number;
  /** Why this psychologist was suggested, in plain words, strongest first. */
  reasons: string[];
}

export interface PsychologistMatches {
  matches: PsychologistMatch[];
}

export interface PsychologistTimezone {
  psychologistId: string;
  timezoneId: string;
}

export interface NextAvailable {
  psychologistId: string;
  /** UTC instant, null when nothing is free within the horizon. */
  nextAvailable: string | null;
  /** The psychologist's own zone (the client shows the time in theirs). */
  timeZone: string;
}

/** What a psychologist edits about their directory listing. */
export interface DirectoryListingInput {
  psychologistType: PsychologistType;
  /**
   * Three capital letters and 10 digits, e.g. PSY0001234567.
   * @maxLength 20
   */
  ahpraNumber: string;
  /**
   * @maxLength 4000
   */
  bio: string;
  /**
   * @maxItems 10
   */
  qualifications: string[];
  /**
   * In order of importance.
   * @maxItems 15
   */
  specialisationIds: number[];
  /**
   * @maxItems 10
   */
  treatmentModalityIds: number[];
  /**
   * @minItems 1
   * @maxItems 10
   */
  languageIds: number[];
  /**
   * @minItems 1
   * @maxItems 3
   */
  therapyTypeIds: number[];
  /**
   * @maxItems 6
   */
  fundingAccepted: FundingOption[];
  /**
   * @maxItems 10
   */
  partnerReferrerIds?: string[];
  /**
   * @minItems 1
   * @maxItems 3
   */
  fees: SessionFee[];
  /**
   * @maxLength 64
   */
  timeZone: string;
  state: PracticeRegion;
  /** Omit to not show it. */
  gender?: PsychologistGender;
  messagingEnabled: boolean;
  /** Hidden listings appear nowhere in the directory. */
  isHidden: boolean;
}

export interface DirectoryListing extends DirectoryListingInput {
  psychologistId: string;
  slug: string;
  /** The listing shows only once an administrator has approved the account. */
  isApproved: boolean;
}

export type DirectoryEventKind = 'match-tool-specialisation' | 'match-tool-result' | 'booking-intent';

/** First-party events (spec §7 "Analytics events"): ids only, never names or contact details. */
export interface TrackEventRequest {
  kind: DirectoryEventKind;
  /**
   * @maxItems 10
   */
  specialisationIds?: number[];
  /**
   * @maxItems 10
   */
  psychologistIds?: string[];
  /**
   * @maxLength 64
   */
  referrerId?: string;
}

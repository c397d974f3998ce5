/**
 * Time zones offered to clients and psychologists (IANA ids), for the /timezones and
 * /countries/{code}/timezones taxonomies.
 *
 * Every IANA zone in use in Australia (the eleven canonical Australia/* zones and
 * Antarctica/Macquarie), Australia's external territories where Medicare applies (Norfolk Island,
 * Christmas Island, Cocos (Keeling) Islands — ISO 3166 gives them their own codes, but for this
 * service they are Australian), and New Zealand's two zones.
 * Offsets (standard / daylight saving): Perth +8; Eucla +8:45; Darwin +9:30; Adelaide and
 * Broken Hill +9:30/+10:30; Brisbane and Lindeman +10; Sydney, Melbourne, Hobart and Macquarie
 * +10/+11; Lord Howe +10:30/+11; Norfolk +11/+12; Christmas +7; Cocos +6:30;
 * Auckland +12/+13; Chatham +12:45/+13:45.
 */

import { findCountry } from './countries';

export interface Timezone {
  /** IANA time zone id, e.g. 'Australia/Sydney'. */
  timezoneId: string;
  /** ISO 3166-1 alpha-3 of the country the zone belongs to (see countries.ts). */
  countryId: string;
  /** Label for people, e.g. 'Sydney, Canberra (AEST/AEDT)'. */
  name: string;
}

export const DEFAULT_TIMEZONE_ID = 'Australia/Sydney';

export const timezones: readonly Timezone[] = [
  { timezoneId: 'Australia/Sydney', countryId: 'AUS', name: 'Sydney, Canberra (AEST/AEDT)' },
  { timezoneId: 'Australia/Melbourne', countryId: 'AUS', name: 'Melbourne (AEST/AEDT)' },
  { timezoneId: 'Australia/Brisbane', countryId: 'AUS', name: 'Brisbane (AEST)' },
  { timezoneId: 'Australia/Adelaide', countryId: 'AUS', name: 'Adelaide (ACST/ACDT)' },
  { timezoneId: 'Australia/Perth', countryId: 'AUS', name: 'Perth (AWST)' },
  { timezoneId: 'Australia/Hobart', countryId: 'AUS', name: 'Hobart (AEST/AEDT)' },
  { timezoneId: 'Australia/Darwin', countryId: 'AUS', name: 'Darwin (ACST)' },
  { timezoneId: 'Australia/Broken_Hill', countryId: 'AUS', name: 'Broken Hill (ACST/ACDT)' },
  { timezoneId: 'Australia/Lindeman', countryId: 'AUS', name: 'Whitsunday Islands (AEST)' },
  { timezoneId: 'Australia/Eucla', countryId: 'AUS', name: 'Eucla (ACWST)' },
  { timezoneId: 'Australia/Lord_Howe', countryId: 'AUS', name: 'Lord Howe Island (LHST/LHDT)' },
  { timezoneId: 'Antarctica/Macquarie', countryId: 'AUS', name: 'Macquarie Island (AEST/AEDT)' },
  { timezoneId: 'Pacific/Norfolk', countryId: 'AUS', name: 'Norfolk Island (NFT/NFDT)' },
  { timezoneId: 'Indian/Christmas', countryId: 'AUS', name: 'Christmas Island (CXT)' },
  { timezoneId: 'Indian/Cocos', countryId: 'AUS', name: 'Cocos (Keeling) Islands (CCT)' },
  { timezoneId: 'Pacific/Auckland', countryId: 'NZL', name: 'Auckland, Wellington (NZST/NZDT)' },
  { timezoneId: 'Pacific/Chatham', countryId: 'NZL', name: 'Chatham Islands (CHAST/CHADT)' },
];

/**
 * The spec's timezone-to-country rule (§9): Pacific/Auckland is NZL; any Australia/* zone is AUS.
 * Other zones of this taxonomy (Antarctica/Macquarie, Pacific/Chatham, …) take the country listed
 * above; anything else is unknown (undefined).
 */
export function countryIdForTimezone(timezoneId: string): string | undefined {
  if (timezoneId === 'Pacific/Auckland') return 'NZL';
  if (timezoneId.startsWith('Australia/')) return 'AUS';
  return timezones.find((t) => t.timezoneId === timezoneId)?.countryId;
}

/** The zones of one country, by alpha-3 id or alpha-2 code (case-insensitive). */
export function timezonesForCountry(countryIdOrCode: string): Timezone[] {
  const country = findCountry(countryIdOrCode);
  return country ? timezones.filter((t) => t.countryId === country.countryId) : [];
}

/** True when the runtime's time zone database knows the IANA id. */
export function isValidTimezoneId(timezoneId: string): boolean {
  if (!timezoneId) return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: timezoneId });
    return true;
  } catch {
    return false;
  }
}

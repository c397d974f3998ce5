import type { FieldErrors } from '../../../lib/field-errors';
import { countryIdForTimezone, findCountry } from '../../reference-data';
import type { DirectoryEntry } from './directory-entry';

/** The country a listing practises in: New Zealand for the NZ region, otherwise Australia. */
export function listingCountryId(entry: Pick<DirectoryEntry, 'listing'>): 'AUS' | 'NZL' {
  return entry.listing.state === 'NZ' ? 'NZL' : 'AUS';
}

/**
 * Whose country the directory favours: the signed-in visitor's profile country when the page sends
 * it, else the country of their browser's zone (spec §9: Pacific/Auckland is NZL, Australia/* is
 * AUS). A zone of neither country favours none.
 */
export function visitorCountryId(viewerCountryId: string | undefined, viewerZone: string): string | undefined {
  return viewerCountryId ?? countryIdForTimezone(viewerZone);
}

/** A country from the countries taxonomy (id or two-letter code), as its id; else an error on the field. */
export function checkCountry(field: string, value: string | undefined, errors: FieldErrors): string | undefined {
  if (value === undefined || value === '') return undefined;
  const country = findCountry(value);
  if (!country) errors.add(field, `unknown country '${value}' (use an id from /users/countries, e.g. AUS)`);
  return country?.countryId;
}

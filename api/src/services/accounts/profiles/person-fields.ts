import { findTaxonomyItem } from '../../../reference-data/taxonomy.repository';
import { checkEmailAddress, emailProblemMessage } from '../../../security/email-address';
import { DEFAULT_COUNTRY_ID, type Country } from '../../reference-data';
import type { FieldErrors } from '../../../lib/field-errors';

/** The fields every profile has and its owner may edit (spec §3 "Signed-in profile"). */
export interface PersonFields {
  firstName: string;
  lastName: string;
  phone?: string;
  postcode?: string;
  /** ISO 3166-1 alpha-3; absent means Australia (spec §3). */
  countryId?: string;
}

export const NAME_MAX_LENGTH = 100;
const PHONE = /^\+?[\d\s()-]+$/;
const AUSTRALIAN_POSTCODE = /^\d{4}$/;
const OTHER_POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

const blankToUndefined = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The address in its stored form (security/email-address.ts); records an error when the policy refuses it. */
export function checkEmail(value: string, errors: FieldErrors, field = 'email'): string {
  const checked = checkEmailAddress(value);
  if (checked.problem) errors.add(field, emailProblemMessage(checked.problem, { missing: 'Enter a valid email address.', malformed: 'Enter a valid email address.' }));
  return checked.address ?? (typeof value === 'string' ? value.trim().toLowerCase() : '');
}

function checkName(value: string, field: 'firstName' | 'lastName', errors: FieldErrors): string {
  const name = value.trim().replace(/\s+/g, ' ');
  const label = field === 'firstName' ? 'first name' : 'last name';
  if (!name) errors.add(field, `Enter your ${label}.`);
  else if (name.length > NAME_MAX_LENGTH) errors.add(field, `The ${label} must be at most ${NAME_MAX_LENGTH} characters.`);
  return name;
}

function checkPhone(value: string | undefined, errors: FieldErrors): string | undefined {
  const phone = blankToUndefined(value);
  if (phone === undefined) return undefined;
  const digits = phone.replace(/\D/g, '').length;
  if (!PHONE.test(phone) || digits < 8 || digits > 15) errors.add('phone', 'Enter a valid phone number, e.g. 0412 345 678.');
  return phone;
}

async function checkCountry(value: string | undefined, errors: FieldErrors): Promise<string | undefined> {
  const countryId = blankToUndefined(value)?.toUpperCase();
  if (countryId === undefined) return undefined;
  const country = /^[A-Z]{3}$/.test(countryId) ? await findTaxonomyItem<Country>('countries', { countryId }) : undefined;
  if (!country) errors.add('countryId', `Unknown country '${value}'. Choose a country from the list.`);
  return countryId;
}

function checkPostcode(value: string | undefined, countryId: string | undefined, errors: FieldErrors): string | undefined {
  const postcode = blankToUndefined(value);
  if (postcode === undefined) return undefined;
  const australian = (countryId ?? DEFAULT_COUNTRY_ID) === DEFAULT_COUNTRY_ID;
  if (australian && !AUSTRALIAN_POSTCODE.test(postcode)) errors.add('postcode', 'Enter a 4-digit Australian postcode.');
  if (!australian && !OTHER_POSTCODE.test(postcode)) errors.add('postcode', 'Enter a valid postcode.');
  return postcode;
}

/**
 * Trims and checks names, phone, postcode (4 digits in Australia) and country (must be in the
 * countries taxonomy). Problems go into `errors`; the cleaned values come back.
 */
export async function checkPersonFields(input: PersonFields, errors: FieldErrors): Promise<PersonFields> {
  const firstName = checkName(input.firstName, 'firstName', errors);
  const lastName = checkName(input.lastName, 'lastName', errors);
  const phone = checkPhone(input.phone, errors);
  const countryId = await checkCountry(input.countryId, errors);
  const postcode = checkPostcode(input.postcode, countryId, errors);
  return { firstName, lastName, phone, postcode, countryId };
}

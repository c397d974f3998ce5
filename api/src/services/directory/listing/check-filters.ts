import { FieldErrors } from '../../../lib/field-errors';
import type { TaxonomyNames } from './directory-cards';
import { findReferrerByIdentifier } from '../../reference-data';
import { isKnownTimeZone } from './time-of-day';
import { DEFAULT_TIMEZONE_ID } from '../../reference-data';

/** Every id must be one the taxonomy knows; the 422 names the field and the unknown ids. */
export function checkIds(field: string, ids: readonly number[] | undefined, known: Map<number, string>, errors: FieldErrors): number[] {
  const list = ids ?? [];
  const unknown = list.filter((id) => !known.has(id));
  if (unknown.length) errors.add(field, `unknown id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`);
  return [...new Set(list)];
}

/** Psychologist ids as strings of at most 64 characters (an unknown id matches nobody). */
export function checkPsychologistIds(field: string, ids: readonly string[] | undefined, errors: FieldErrors): string[] {
  const list = ids ?? [];
  if (list.some((id) => typeof id !== 'string' || id.length === 0 || id.length > 64)) errors.add(field, 'must be psychologist ids');
  return [...new Set(list)];
}

export function checkViewerZone(field: string, zone: string | undefined, errors: FieldErrors): string {
  if (zone === undefined || zone === '') return DEFAULT_TIMEZONE_ID;
  if (!isKnownTimeZone(zone)) errors.add(field, `'${zone}' is not an IANA time zone, e.g. Australia/Perth`);
  return zone;
}

/** A partner programme by GUID or code; its GUID, or an error on the field. */
export async function checkReferrer(field: string, identifier: string | undefined, errors: FieldErrors): Promise<string | undefined> {
  if (identifier === undefined || identifier === '') return undefined;
  const referrer = await findReferrerByIdentifier(identifier);
  if (!referrer) errors.add(field, `unknown referrer '${identifier}'`);
  return referrer?.id;
}

export type { TaxonomyNames };

import { normaliseProviderNumber, providerNumberProblem } from '@harbour/identifiers';
import { checkEmailAddress, emailProblemMessage } from '../../security/email-address';
import { FieldErrors } from '../../lib/field-errors';
import { normaliseWords } from '../directory';
import type { GpRecord } from './gp-record.model';
import type { CreateGpRequest, GeneralPractitioner } from './gp-record.types';

export const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;
const PHONE = /^[0-9 +()-]{6,20}$/;

/** Checks a GP's details (provider number with its check character, state, postcode, contact), naming every failing field. */
export function checkGpDetails(body: CreateGpRequest): Omit<GpRecord, '_id' | 'createdBy' | 'createdByType' | 'createdAt' | 'updatedAt' | 'userId'> {
  const errors = new FieldErrors();
  const providerProblem = providerNumberProblem(body.providerNumber ?? '', { required: true });
  if (providerProblem) errors.add('providerNumber', providerProblem);
  for (const field of ['firstName', 'lastName', 'practiceName'] as const) {
    if (!body[field]?.trim()) errors.add(field, 'Required.');
  }
  const address = body.address ?? ({} as CreateGpRequest['address']);
  if (!address.line1?.trim()) errors.add('address.line1', 'Enter the street address.');
  if (!address.suburb?.trim()) errors.add('address.suburb', 'Enter the suburb.');
  if (!(AUSTRALIAN_STATES as readonly string[]).includes(address.state)) errors.add('address.state', `One of ${AUSTRALIAN_STATES.join(', ')}.`);
  if (!/^[0-9]{4}$/.test(address.postcode ?? '')) errors.add('address.postcode', 'An Australian postcode is 4 digits.');
  if (body.phone && !PHONE.test(body.phone)) errors.add('phone', 'Digits, spaces, +, ( ) and - only.');
  if (body.fax && !PHONE.test(body.fax)) errors.add('fax', 'Digits, spaces, +, ( ) and - only.');
  const secureEmail = body.secureEmail ? checkEmailAddress(body.secureEmail) : undefined;
  if (secureEmail?.problem) errors.add('secureEmail', emailProblemMessage(secureEmail.problem, { missing: 'Not an email address.', malformed: 'Not an email address.' }));
  errors.throwIfAny();
  const trimmed = { line1: address.line1.trim(), suburb: address.suburb.trim(), state: address.state, postcode: address.postcode };
  return {
    providerNumber: normaliseProviderNumber(body.providerNumber),
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    practiceName: body.practiceName.trim(),
    address: trimmed,
    ...(body.phone && { phone: body.phone.trim() }),
    ...(body.fax && { fax: body.fax.trim() }),
    ...(secureEmail?.address && { secureEmail: secureEmail.address }),
    searchPrefixes: searchPrefixesOf([body.firstName, body.lastName, body.practiceName, address.suburb]),
  };
}

/** Every prefix of 2+ characters of every word: "Dr Ann Ngata, Bondi" → an, ann, ng, nga, …, bo, bon, …. */
export function searchPrefixesOf(texts: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const word of texts.flatMap(normaliseWords)) {
    for (let end = 2; end <= Math.min(word.length, 30); end++) prefixes.add(word.slice(0, end));
  }
  return [...prefixes].sort();
}

export function toGeneralPractitioner(record: GpRecord): GeneralPractitioner {
  return {
    gpId: record._id,
    providerNumber: record.providerNumber,
    firstName: record.firstName,
    lastName: record.lastName,
    practiceName: record.practiceName,
    address: record.address,
    ...(record.phone && { phone: record.phone }),
    ...(record.fax && { fax: record.fax }),
    ...(record.secureEmail && { secureEmail: record.secureEmail }),
    usesHarbour: Boolean(record.userId),
  };
}

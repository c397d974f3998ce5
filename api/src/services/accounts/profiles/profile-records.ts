import type { Model, UpdateQuery } from 'mongoose';
import { notFound } from '../../../http/problem';
import type { AccountRecord } from '../../identity';
import { findAccountById } from '../../identity';
import { FieldErrors } from '../../../lib/field-errors';
import { checkPersonFields, type PersonFields } from './person-fields';
import type { PersonRecord } from './person-schema';
import type { ProfileBase, UpdateProfileRequest } from './profile.types';

const OPTIONAL_PERSON_FIELDS = ['phone', 'postcode', 'countryId'] as const;

/** The account and the profile of one user; 404 when either is missing. */
export async function loadAccountAndProfile<T extends PersonRecord>(model: Model<T>, userId: string, what: string): Promise<{ account: AccountRecord; profile: T }> {
  const [account, profile] = await Promise.all([findAccountById(userId), model.findById(userId).lean<T>()]);
  if (!account || !profile) throw notFound(`There is no ${what} profile for this account.`);
  return { account, profile };
}

export function profileBase(account: AccountRecord, profile: PersonRecord): ProfileBase {
  return {
    userId: account._id,
    email: account.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    ...(profile.phone && { phone: profile.phone }),
    ...(profile.postcode && { postcode: profile.postcode }),
    ...(profile.countryId && { countryId: profile.countryId }),
    isApproved: account.isApproved,
  };
}

/** Type-specific editable fields: checked into the same errors, then set or removed. */
export type ExtraFields = (errors: FieldErrors) => { set?: Record<string, unknown>; unset?: string[] } | Promise<{ set?: Record<string, unknown>; unset?: string[] }>;

/**
 * Replaces the editable fields (PUT): all checked first, nothing written when any is wrong;
 * optional fields left out are removed.
 */
export async function updatePersonFields<T extends PersonRecord>(
  model: Model<T>,
  userId: string,
  input: UpdateProfileRequest,
  what: string,
  extraFields?: ExtraFields,
): Promise<void> {
  const errors = new FieldErrors();
  const fields: PersonFields = await checkPersonFields(input, errors);
  const extra = (await extraFields?.(errors)) ?? {};
  errors.throwIfAny();
  const $set: Record<string, unknown> = { firstName: fields.firstName, lastName: fields.lastName, updatedAt: new Date(), ...extra.set };
  const $unset: Record<string, 1> = Object.fromEntries((extra.unset ?? []).map((name) => [name, 1 as const]));
  for (const name of OPTIONAL_PERSON_FIELDS) {
    if (fields[name] === undefined) $unset[name] = 1;
    else $set[name] = fields[name];
  }
  const update = (Object.keys($unset).length ? { $set, $unset } : { $set }) as UpdateQuery<T>;
  const result = await model.updateOne({ _id: userId }, update);
  if (result.matchedCount === 0) throw notFound(`There is no ${what} profile for this account.`);
}

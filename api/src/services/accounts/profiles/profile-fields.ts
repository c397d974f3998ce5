import type { PersonRecord } from './person-schema';

/** The fields a read asks for, as the projection that fetches only them (all fields when none are named). */
export function projectionOf<R extends PersonRecord>(fields: readonly (keyof R)[] | undefined): Record<string, 1> | undefined {
  return fields ? Object.fromEntries(fields.map((field) => [field, 1 as const])) : undefined;
}

/** A profile with only the fields asked for (and its id, which every read returns). */
export type ProfileWith<R extends PersonRecord, F extends keyof R> = Pick<R, '_id' | F>;

/** The name other domains show for a person. */
export const NAME_FIELDS = ['firstName', 'lastName'] as const;
export type PersonName = Pick<PersonRecord, '_id' | 'firstName' | 'lastName'>;

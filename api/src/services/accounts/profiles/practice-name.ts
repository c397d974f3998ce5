import type { FieldErrors } from '../../../lib/field-errors';

export const PRACTICE_NAME_MAX_LENGTH = 200;

/** Trimmed practice name or undefined; too long is a field error. */
export function checkPracticeName(value: string | undefined, errors: FieldErrors, field = 'practiceName'): string | undefined {
  const name = value?.trim().replace(/\s+/g, ' ');
  if (!name) return undefined;
  if (name.length > PRACTICE_NAME_MAX_LENGTH) errors.add(field, `The practice name must be at most ${PRACTICE_NAME_MAX_LENGTH} characters.`);
  return name;
}

import type { Referrer } from '../../reference-data';
import type { FieldErrors } from '../../../lib/field-errors';

/**
 * A partner's extra sign-up answers (spec §9: member number and member number reference for
 * one health fund, employee ID for another), kept on the patient profile.
 */
export interface SignupFieldValues {
  memberNumber?: string;
  memberNumberReference?: string;
  employeeId?: string;
}

/**
 * Checks the answers against the referrer's own field list (required, pattern, length). Answers
 * to fields the referrer does not ask for are refused, so nothing unexplained is stored.
 */
export function checkSignupFields(referrer: Referrer | undefined, values: SignupFieldValues | undefined, errors: FieldErrors): SignupFieldValues | undefined {
  const given = Object.fromEntries(
    Object.entries(values ?? {})
      .map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value])
      .filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string>;
  const asked = referrer?.signupFields ?? [];
  const kept: Record<string, string> = {};
  for (const field of asked) {
    const value = given[field.name];
    if (value === undefined) {
      if (field.required) errors.add(`signupFields.${field.name}`, `Enter your ${field.label.toLowerCase()}.`);
    } else if ((field.maxLength && value.length > field.maxLength) || (field.pattern && !new RegExp(field.pattern).test(value))) {
      errors.add(`signupFields.${field.name}`, `Enter a valid ${field.label.toLowerCase()}.`);
    } else {
      kept[field.name] = value;
    }
  }
  for (const name of Object.keys(given)) {
    if (!asked.some((field) => field.name === name))
      errors.add(`signupFields.${name}`, referrer ? `${referrer.displayName} does not ask for this.` : 'Only partner sign-ups ask for this.');
  }
  return Object.keys(kept).length ? (kept as SignupFieldValues) : undefined;
}

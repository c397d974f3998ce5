import type { SignupField } from '@harbour/sdk/funding';

/** A partner's extra field checked as the API checks it: required, maxLength, pattern. */
export function signupFieldProblem(field: SignupField, value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return field.required ? `Enter your ${field.label.toLowerCase()}.` : undefined;
  const tooLong = field.maxLength !== undefined && trimmed.length > field.maxLength;
  if (tooLong || (field.pattern && !new RegExp(field.pattern).test(trimmed))) return `Enter a valid ${field.label.toLowerCase()}.`;
  return undefined;
}

/** Digits-only patterns (e.g. ^[0-9]{6,12}$) get the numeric keypad on phones. */
export function isDigitsOnly(field: SignupField): boolean {
  return Boolean(field.pattern && /^\^?\[0-9\]\{\d+(,\d*)?\}\$?$/.test(field.pattern));
}

/** Client-side checks, so people hear about a slip before a round trip; the API checks again. */

export const PASSWORD_RULE = 'At least 10 characters, with a letter and a number or symbol.';

/** A required text field: `message` when it is blank. */
export const requiredProblem = (value: string, message: string) => (value.trim() ? undefined : message);

export function emailProblem(value: string): string | undefined {
  if (!value.trim()) return 'Enter your email address.';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : 'Enter an email address like name@example.com.';
}

export function passwordProblem(value: string): string | undefined {
  if (!value) return 'Choose a password.';
  if (value.length < 10 || !/[A-Za-z]/.test(value) || !/[^A-Za-z]/.test(value)) return `Your password needs ${PASSWORD_RULE.charAt(0).toLowerCase()}${PASSWORD_RULE.slice(1)}`;
  return undefined;
}

/** Optional: digits, spaces, brackets, dashes and a leading +, 8 to 15 digits in all. */
export function phoneProblem(value: string): string | undefined {
  if (!value.trim()) return undefined;
  const digits = value.replace(/\D/g, '');
  const shapeOk = /^\+?[\d\s()-]+$/.test(value.trim());
  return shapeOk && digits.length >= 8 && digits.length <= 15 ? undefined : 'Enter a phone number like 0412 345 678.';
}

export function postcodeProblem(value: string, isRequired: boolean): string | undefined {
  if (!value.trim()) return isRequired ? 'Enter your postcode.' : undefined;
  return /^\d{4}$/.test(value.trim()) ? undefined : 'Enter a 4-digit postcode.';
}

export function codeProblem(value: string): string | undefined {
  return /^\d{6}$/.test(value.replace(/\s/g, '')) ? undefined : 'Enter the 6-digit code from the email.';
}

/** Only the problems that exist: `{ email: '…' }`. */
export function collectProblems(checks: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

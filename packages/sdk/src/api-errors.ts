/**
 * Reading a failed call's HarbourError in a form: the text to show, the API's 422 field messages,
 * and its status. Anything else thrown (a bug, a network stack error) gets the fallback text.
 */
import type { HarbourError } from './base-query';

export type FieldErrors = Record<string, string>;

function isHarbourError(error: unknown): error is HarbourError {
  return typeof error === 'object' && error !== null && 'message' in error && 'status' in error;
}

/**
 * The text to show for a failed call (the SDK already turned the API's problem into it). A 422's
 * detail reads "email: Enter a valid email address.; …"; its field messages (shown beside the
 * fields too) make the same text without the internal field names.
 */
export function errorMessageOf(error: unknown): string {
  const fieldMessages = Object.values(fieldErrorsOf(error));
  if (fieldMessages.length) return fieldMessages.join(' ');
  if (isHarbourError(error) && error.message) return error.message;
  return 'Sorry! There was an error.';
}

/** The API's 422 `fields` ({ name: message }); nested names such as `signupFields.memberNumber` become their last part. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isHarbourError(error)) return {};
  const data = error.data as { fields?: unknown } | undefined;
  if (!data || typeof data.fields !== 'object' || data.fields === null) return {};
  const result: FieldErrors = {};
  for (const [name, message] of Object.entries(data.fields as Record<string, unknown>)) {
    if (typeof message !== 'string') continue;
    result[name.split('.').pop() ?? name] = message;
  }
  return result;
}

/** True when `error` is a HarbourError with that HTTP status (e.g. 404, 410). */
export function isStatus(error: unknown, status: number): boolean {
  return isHarbourError(error) && error.status === status;
}

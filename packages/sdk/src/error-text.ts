/**
 * The portal's one error-to-text function (spec §8), used by the base query to give every failed
 * call its text and by every page, area and the shell to show a failure. Also the API's 422 field
 * messages for forms, and a status check.
 */
/** A form's messages per field name, as the API's 422 `fields` gives them. */
export type FieldErrors = Record<string, string>;

export const UNAUTHORISED = 'Unauthorised';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
/** Spec §8 "Displayed message": nothing else to show. */
export const FALLBACK_ERROR = 'Sorry! There was an error.';
/** Spec §8: a text naming AxiosError (a transport failure) is not shown as such. */
export const TRANSPORT_ERROR = 'Unable to complete request. Please try reloading the page.';

interface WithStatus {
  status: number | string;
  data?: unknown;
  message?: unknown;
}

const hasStatus = (error: unknown): error is WithStatus => typeof error === 'object' && error !== null && 'status' in error;

type Bag = Record<string, unknown>;
const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** The server's problem `detail`: on the error itself (a problem body), on its body (RTK Query), or on an axios-style response. */
function detailOf(error: unknown): string | undefined {
  if (!isBag(error)) return undefined;
  const response = isBag(error.response) ? error.response : undefined;
  for (const body of [error, error.data, response?.data]) {
    const detail = isBag(body) ? text(body.detail) : undefined;
    if (detail) return detail;
  }
  return undefined;
}

/** The error's own text: a string, Error.message, or any `{ message }` (e.g. a HarbourError). */
function ownText(error: unknown): string | undefined {
  if (typeof error === 'string') return text(error);
  return isBag(error) ? text(error.message) : undefined;
}

/** Spec §8: AxiosError texts become the reload advice. Newlines stay: ui's ErrorText shows them as line breaks, sanitised. */
function shown(message: string): string {
  return message.includes('AxiosError') ? TRANSPORT_ERROR : message;
}

/**
 * Spec §8, in order: a 422's field messages (without the internal field names: "email: …; …" is
 * the detail); the server's detail text; the error's own text; for an API answer without either,
 * "Unauthorised" on 401 and "An unexpected error occurred" otherwise; else "Sorry! There was an error.".
 * Takes a failed call's error (HarbourError, or the raw fetch error the base query reads) or anything thrown.
 */
export function errorMessageOf(error: unknown): string {
  const fieldMessages = Object.values(fieldErrorsOf(error));
  if (fieldMessages.length) return shown(fieldMessages.join(' '));
  const detail = detailOf(error);
  if (detail) return shown(detail);
  const message = ownText(error);
  if (message) return shown(message);
  if (hasStatus(error)) return error.status === 401 ? UNAUTHORISED : UNEXPECTED_ERROR;
  return FALLBACK_ERROR;
}

/**
 * The API's 422 `fields` ({ name: message }); nested names such as `signupFields.memberNumber`
 * become their last part, unless `fullNames` keeps them (a form with repeated rows, where
 * `otherLocations.1.providerNumber` must not land on another `providerNumber` field).
 */
export function fieldErrorsOf(error: unknown, { fullNames = false }: { fullNames?: boolean } = {}): FieldErrors {
  if (!hasStatus(error)) return {};
  const data = error.data as { fields?: unknown } | undefined;
  if (!data || typeof data !== 'object' || typeof data.fields !== 'object' || data.fields === null) return {};
  const result: FieldErrors = {};
  for (const [name, message] of Object.entries(data.fields as Record<string, unknown>)) {
    if (typeof message !== 'string') continue;
    result[fullNames ? name : (name.split('.').pop() ?? name)] = message;
  }
  return result;
}

/** True when `error` is a failed call's error with that HTTP status (e.g. 404, 410). */
export function isStatus(error: unknown, status: number): boolean {
  return hasStatus(error) && error.status === status;
}

/** A failed call as a form reads it (the shape the design system's forms take, e.g. VerifyCodeStep's describeError). */
export function describeError(error: unknown): { message: string; fields: FieldErrors; status?: number | string } {
  return { message: errorMessageOf(error), fields: fieldErrorsOf(error), status: hasStatus(error) ? error.status : undefined };
}

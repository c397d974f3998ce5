/** Spec §8 "Displayed message" texts. */
export const DEFAULT_ERROR_MESSAGE = 'Sorry! There was an error.';
export const AXIOS_ERROR_MESSAGE = 'Unable to complete request. Please try reloading the page.';

type Bag = Record<string, unknown>;

const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** The server's problem `detail`: on the error itself, on its body (RTK Query), or on an axios response. */
function serverDetail(error: unknown): string | undefined {
  if (!isBag(error)) return undefined;
  const response = isBag(error.response) ? error.response : undefined;
  const bodies = [error, error.data, response?.data];
  for (const body of bodies) {
    const detail = isBag(body) ? text(body.detail) : undefined;
    if (detail) return detail;
  }
  return undefined;
}

/** The error's own text: a string, Error.message, or any `{ message }` (e.g. a HarbourError). */
function errorText(error: unknown): string | undefined {
  if (typeof error === 'string') return text(error);
  return isBag(error) ? text(error.message) : undefined;
}

/**
 * The text to show for any caught error (spec §8): the server's detailed message, else the
 * error's text, else "Sorry! There was an error.". Raw axios failures mean nothing to a client.
 */
export function displayErrorMessage(error: unknown): string {
  const message = serverDetail(error) ?? errorText(error) ?? DEFAULT_ERROR_MESSAGE;
  return message.includes('AxiosError') ? AXIOS_ERROR_MESSAGE : message;
}

export const UNAUTHORISED = 'Unauthorised';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** Spec §8: the server's detail text; for 401 "Unauthorised"; otherwise the generic text. */
export function errorMessageFor(status: number | string, body: unknown): string {
  const detail = typeof body === 'object' && body !== null && 'detail' in body ? (body as { detail: unknown }).detail : undefined;
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (status === 401) return UNAUTHORISED;
  return UNEXPECTED_ERROR;
}

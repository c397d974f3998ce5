/**
 * What a signalling request that did not succeed leads to. Pure: the signalling client asks after
 * each failed attempt. A signal is never dropped silently: it is sent again until it goes through,
 * or the call learns why it cannot (the room is shut, or the request is refused for good).
 */
export type SendOutcome =
  | { kind: 'retry'; afterMs: number }
  /** 409: the room is no longer open (finished, ended, cancelled or moved); the server says which. */
  | { kind: 'room-shut' }
  /** 403, 404, 422: sending again cannot help. */
  | { kind: 'refused' };

const BACKOFF_MS = [250, 500, 1000, 2000, 4000];

/** `status` undefined: the request never got an answer (network down, aborted by the browser). */
export function afterFailedSend(status: number | undefined, attempt: number, retryAfterSeconds?: number): SendOutcome {
  if (status === 409) return { kind: 'room-shut' };
  if (status === 403 || status === 404 || status === 422) return { kind: 'refused' };
  // 401: the sign-in is being renewed; 429, 5xx and no answer: the service or the network is busy.
  const backoff = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
  const asked = retryAfterSeconds && retryAfterSeconds > 0 ? Math.min(retryAfterSeconds * 1000, 10_000) : 0;
  return { kind: 'retry', afterMs: Math.max(backoff, asked) };
}

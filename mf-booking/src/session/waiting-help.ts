import type { CounterpartPlace } from '@harbour/sdk/sessions';

/** How long someone waits for the call before the page says what is going on and what they can do. */
export const HELP_AFTER_MS = 15_000;

/**
 * - `not-arrived`: the other person is not on any session page (or left);
 * - `in-waiting-room`: they are on the waiting room page, not yet in the call;
 * - `not-connecting`: both are in the call but the connection is not getting through;
 * - `reconnecting`: the call dropped and has not come back;
 * - `failed`: joining did not work at all.
 */
export type WaitingHelp = 'not-arrived' | 'in-waiting-room' | 'not-connecting' | 'reconnecting' | 'failed';

export interface WaitingInput {
  status: string;
  /** When the call entered `status`. */
  since: number;
  now: number;
  counterpartPlace?: CounterpartPlace;
}

const WAITING_STATUSES = new Set(['connecting', 'waiting', 'reconnecting', 'left', 'failed']);

/** What the page explains (or nothing yet). Pure: the page passes its clock. */
export function waitingHelp({ status, since, now, counterpartPlace }: WaitingInput): WaitingHelp | null {
  if (!WAITING_STATUSES.has(status)) return null;
  if (status === 'failed') return 'failed';
  if (now - since < HELP_AFTER_MS) return null;
  if (status === 'reconnecting') return 'reconnecting';
  if (status === 'left' || counterpartPlace === 'away' || counterpartPlace === 'left') return 'not-arrived';
  if (counterpartPlace === 'waiting') return 'in-waiting-room';
  // In the call, or its place not known yet while negotiating.
  return status === 'waiting' && counterpartPlace === undefined ? 'not-arrived' : 'not-connecting';
}

/**
 * The hold on a chosen time (a price reservation, 10 minutes): how long is left, what a screen
 * reader hears (only at a few milestones, never every second), and what happens when it runs out.
 */

export const secondsLeft = (expiresAt: string | Date, now: number) => Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000));

/** "9:58", "0:07". */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The minutes at which a screen reader is told how long is left. */
export const HOLD_MILESTONE_MINUTES = [5, 1] as const;

/**
 * The text of the polite live region: it changes only when a milestone is passed, so it is read
 * out twice in a hold, not every second. Undefined while more than the first milestone is left.
 */
export function holdAnnouncement(seconds: number): string | undefined {
  if (seconds <= 0) return undefined; // running out has its own message
  const passed = HOLD_MILESTONE_MINUTES.filter((minutes) => seconds <= minutes * 60);
  const minutes = passed[passed.length - 1];
  if (minutes === undefined) return undefined;
  return `${minutes === 1 ? '1 minute' : `${minutes} minutes`} left to finish booking before your hold on this time runs out.`;
}

/** What the page is doing about the hold. */
export type HoldPhase =
  | { kind: 'held' }
  /** It ran out (or was let go): holding the same time again. */
  | { kind: 'reholding' }
  /** Held again after it ran out; nothing typed was lost. */
  | { kind: 'reheld' }
  /** Someone else has the time now. */
  | { kind: 'taken' }
  /** Nobody has it, but it can no longer be booked (now inside the minimum notice, or passed): the API's words. */
  | { kind: 'gone'; message: string }
  | { kind: 'failed'; message: string };

export type HoldEvent = { type: 'ran-out' } | { type: 'reheld' } | { type: 'taken' } | { type: 'gone'; message: string } | { type: 'failed'; message: string } | { type: 'retry' };

export function holdReducer(phase: HoldPhase, event: HoldEvent): HoldPhase {
  switch (event.type) {
    case 'ran-out':
      // Already on it, or nothing left to do: a second "ran out" (timer and refetch at once) changes nothing.
      return phase.kind === 'held' || phase.kind === 'reheld' ? { kind: 'reholding' } : phase;
    case 'retry':
      return phase.kind === 'failed' ? { kind: 'reholding' } : phase;
    case 'reheld':
      return phase.kind === 'reholding' ? { kind: 'reheld' } : phase;
    case 'taken':
      return { kind: 'taken' };
    case 'gone':
      return { kind: 'gone', message: event.message };
    case 'failed':
      return phase.kind === 'reholding' ? { kind: 'failed', message: event.message } : phase;
  }
}

export interface HoldRecord {
  status: 'Held' | 'Booked' | 'Released' | 'Expired';
  expiresAt: string | Date;
}

/** Whether a hold as read from the API (or as the clock says) is no longer ours to book on. */
export const holdRanOut = (hold: HoldRecord, now: number) => hold.status === 'Expired' || hold.status === 'Released' || (hold.status === 'Held' && secondsLeft(hold.expiresAt, now) === 0);

/**
 * The check-in in progress, kept in this tab's sessionStorage so nothing is lost on a reload or
 * while signing in (the answers are saved to the account after sign-in). Cleared once saved.
 * sessionStorage: it ends with the tab, and a shared computer's next user does not see it.
 */
const KEY = 'harbour.dass21.checkin';

export interface CheckinInProgress {
  answers: (number | null)[];
  /** The question on screen (0-based). */
  index: number;
  /** All 21 answered and waiting to be saved after sign-in. */
  awaitingSignIn?: boolean;
}

export function readCheckin(): CheckinInProgress | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as CheckinInProgress;
    if (!Array.isArray(value.answers) || value.answers.length !== 21 || typeof value.index !== 'number') return undefined;
    return value;
  } catch {
    return undefined;
  }
}

export function writeCheckin(value: CheckinInProgress): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the check-in still works, it just does not survive a reload.
  }
}

export function clearCheckin(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

export const isComplete = (answers: (number | null)[]): answers is number[] => answers.every((a) => a !== null);

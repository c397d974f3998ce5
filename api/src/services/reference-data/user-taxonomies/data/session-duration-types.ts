/**
 * Session lengths (/session-duration-types). The spec (§9): 20 minutes is titled Short
 * Consultation, 80 minutes is untitled, every other length is a Standard Consultation.
 */

export interface SessionDurationType {
  sessionDurationTypeId: number;
  /** Length in minutes. */
  value: number;
  title: string | null;
}

export const SHORT_CONSULTATION_TITLE = 'Short Consultation';
export const STANDARD_CONSULTATION_TITLE = 'Standard Consultation';

/** The spec's title rule: 20 → 'Short Consultation', 80 → untitled (null), others → 'Standard Consultation'. */
export function titleForDuration(minutes: number): string | null {
  if (minutes === 20) return SHORT_CONSULTATION_TITLE;
  if (minutes === 80) return null;
  return STANDARD_CONSULTATION_TITLE;
}

export const SHORT_SESSION_DURATION_TYPE_ID = 1;
export const STANDARD_SESSION_DURATION_TYPE_ID = 2;
export const LONG_SESSION_DURATION_TYPE_ID = 3;
/** App state's default duration: the 50-minute standard consultation. */
export const DEFAULT_SESSION_DURATION_TYPE_ID = STANDARD_SESSION_DURATION_TYPE_ID;

export const sessionDurationTypes: readonly SessionDurationType[] = [
  { sessionDurationTypeId: SHORT_SESSION_DURATION_TYPE_ID, value: 20, title: 'Short Consultation' },
  { sessionDurationTypeId: STANDARD_SESSION_DURATION_TYPE_ID, value: 50, title: 'Standard Consultation' },
  { sessionDurationTypeId: LONG_SESSION_DURATION_TYPE_ID, value: 80, title: null },
];

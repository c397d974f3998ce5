/** Spec §9: a client's psychologists for messaging come from sessions in the last 6 months. */
export const LOOK_BACK_MONTHS = 6;

export interface SessionLike {
  psychologistId: string;
  startsAt: Date;
  sessionStatus: string;
}

export function lookBackStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - LOOK_BACK_MONTHS);
  return start;
}

/**
 * The psychologists (de-duplicated, spec §6) a client has sessions with that start within the last
 * 6 months or later (upcoming sessions count); cancelled sessions do not.
 */
export function recentPsychologistIds(sessions: readonly SessionLike[], now: Date): string[] {
  const from = lookBackStart(now).getTime();
  const ids = sessions.filter((s) => s.sessionStatus !== 'Cancelled' && s.startsAt.getTime() >= from).map((s) => s.psychologistId);
  return [...new Set(ids)];
}

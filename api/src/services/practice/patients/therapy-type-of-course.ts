/** What the rule reads of a session between one patient and one psychologist. */
export interface CourseSession {
  startsAt: Date;
  sessionStatus: 'Pending' | 'Completed' | 'Cancelled';
  therapyTypeId: string;
}

/**
 * The therapy type the two work in now: that of their latest session that was not cancelled
 * (an upcoming one included: it is what was booked last), else of their latest cancelled one.
 */
export function therapyTypeIdOfCourse(sessions: readonly CourseSession[]): number | undefined {
  const latestFirst = [...sessions].sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  const chosen = latestFirst.find((s) => s.sessionStatus !== 'Cancelled') ?? latestFirst[0];
  return chosen ? Number(chosen.therapyTypeId) : undefined;
}

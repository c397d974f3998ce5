import { SessionModel } from './session.model';

/**
 * Whether a psychologist treats (or is booked to treat) this patient: the one rule every clinical
 * read in the practice, client and GP areas asks before showing another person's record. Today a
 * care relationship is any session between the two, whatever its status; custom bookings and
 * referrals add to it through sessions once accepted or booked.
 */
export async function hasCareRelationship(psychologistId: string, patientId: string): Promise<boolean> {
  if (!psychologistId || !patientId) return false;
  // Equality on patientId is pushed down to PostgreSQL; the psychologist is matched in that small set.
  return (await SessionModel.exists({ patientId, psychologistId })) !== null;
}

/** Every patient a psychologist has a session with (any status), for their patient list. */
export async function patientIdsOf(psychologistId: string): Promise<string[]> {
  const sessions = await SessionModel.find({ psychologistId }, { patientId: 1 }).lean();
  return [...new Set(sessions.map((s) => s.patientId))];
}

/** Every psychologist a patient has a session with (any status): who may read what they share. */
export async function psychologistIdsOf(patientId: string): Promise<string[]> {
  const sessions = await SessionModel.find({ patientId }, { psychologistId: 1 }).lean();
  return [...new Set(sessions.map((s) => s.psychologistId))];
}

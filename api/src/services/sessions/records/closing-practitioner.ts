import { SessionModel } from './session.model';

/** A psychologist's sessions still to give (booked, not cancelled, starting from now): closing their account waits for none. */
export async function sessionsToGiveOf(psychologistId: string, now: Date): Promise<number> {
  // Equality on psychologistId is what FerretDB pushes down; status and time are checked here.
  const sessions = await SessionModel.find({ psychologistId }, { sessionStatus: 1, startsAt: 1 }).lean();
  return sessions.filter((s) => s.sessionStatus === 'Pending' && s.startsAt >= now).length;
}

/** The start of the psychologist's latest completed session. */
export async function lastSessionGivenAt(psychologistId: string): Promise<Date | undefined> {
  const completed = await SessionModel.find({ psychologistId, sessionStatus: 'Completed' }, { startsAt: 1 }).lean();
  return completed.reduce<Date | undefined>((latest, s) => (!latest || s.startsAt > latest ? s.startsAt : latest), undefined);
}

import { SessionModel } from './session.model';

/** A client with a session still to come may not close their account (it would be left hanging). */
export async function sessionsStillToCome(patientId: string, now: Date): Promise<string | undefined> {
  const upcoming = await SessionModel.exists({ patientId, sessionStatus: 'Pending', endsAt: { $gt: now } });
  return upcoming ? 'You have sessions still to come. Cancel or attend them before closing your account.' : undefined;
}

/** The start of the client's latest completed session. */
export async function lastCompletedSessionAt(patientId: string): Promise<Date | undefined> {
  const completed = await SessionModel.find({ patientId, sessionStatus: 'Completed' }, { startsAt: 1 }).lean();
  return completed.reduce<Date | undefined>((latest, s) => (!latest || s.startsAt > latest ? s.startsAt : latest), undefined);
}

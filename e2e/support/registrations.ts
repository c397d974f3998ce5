import { e2eDatabase } from './database';

/**
 * The sign-up's code as if sent a minute ago: registration's resend limit (one a minute) then lets
 * the next resend through, as the API's own test does, instead of a journey holding its worker for
 * a minute.
 */
export async function codeSentAMinuteAgo(email: string): Promise<void> {
  const moved = await (await e2eDatabase()).collection('registrations').updateMany({ email }, { $set: { codeSentAt: new Date(Date.now() - 61_000) } });
  if (moved.matchedCount === 0) throw new Error(`no sign-up waits at ${email}`);
}

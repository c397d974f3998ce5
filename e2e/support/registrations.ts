import { e2eDatabase } from './database';

async function codeSentAt(email: string, at: Date): Promise<void> {
  const moved = await (await e2eDatabase()).collection('registrations').updateMany({ email }, { $set: { codeSentAt: at } });
  if (moved.matchedCount === 0) throw new Error(`no sign-up waits at ${email}`);
}

/**
 * The sign-up's code as if sent a minute ago: registration's resend limit (one a minute) then lets
 * the next resend through, as the API's own test does, instead of a journey holding its worker for
 * a minute.
 */
export const codeSentAMinuteAgo = (email: string) => codeSentAt(email, new Date(Date.now() - 61_000));

/**
 * The sign-up's code as if sent just now, so the resend limit refuses the next resend however long
 * the journey took to get there (a busy machine, or a wait for the next authenticator code, can
 * take it past the minute).
 */
export const codeJustSent = (email: string) => codeSentAt(email, new Date());

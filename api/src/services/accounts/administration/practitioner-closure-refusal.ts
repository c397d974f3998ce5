/**
 * Why a psychologist's account cannot be closed yet: their booked sessions would be left without
 * a psychologist. Says how many and what to do (answered as 409, shown in the console as is).
 */
export function sessionsToGiveRefusal(name: string, count: number): string {
  return count === 1
    ? `${name} has 1 session to come. Cancel it (the client is told and refunded) or ask the psychologist to, then close the account.`
    : `${name} has ${count} sessions to come. Cancel them (the clients are told and refunded) or ask the psychologist to, then close the account.`;
}

/**
 * What the domains holding a client's records check and do when the client closes their account
 * (sessions: sessions still to come, the last service; payments: a payment owed, saved cards;
 * funding: partner links), and, for an administrator closing a psychologist's or GP's account, what
 * those hold of the practitioner (sessions: sessions to give, the last one held; referrals: the last
 * one sent; messaging: conversations closed to new messages). They register at start-up
 * (`startDomains`), so accounts never imports them. Steps run in the order registered, awaited.
 */
export interface AccountClosureStep {
  /** Why the account cannot close now (answered as 409), or undefined. */
  refusal?: (userId: string, now: Date) => Promise<string | undefined>;
  /** The last service given to the client: the clinical records are kept counting from it. */
  lastServiceAt?: (userId: string) => Promise<Date | undefined>;
  /** Removes the contact or payment data the domain keeps for the client. */
  removeTraces?: (userId: string, now: Date) => Promise<void>;
  /** A psychologist's sessions still to give (booked, not cancelled, starting later): closing waits for none. */
  sessionsToGive?: (practitionerId: string, now: Date) => Promise<number>;
  /** The last service the practitioner gave (a session held, a referral sent): their records are kept counting from it. */
  lastServiceGivenAt?: (practitionerId: string) => Promise<Date | undefined>;
  /** What the domain does once the practitioner's account is closed. */
  practitionerClosed?: (practitionerId: string, now: Date) => Promise<void>;
}

const steps = new Map<string, AccountClosureStep>();

/** Registers a domain's step (by name, so registering twice keeps one). */
export function onAccountClosing(domain: string, step: AccountClosureStep): void {
  steps.set(domain, step);
}

export async function closureRefusal(userId: string, now: Date): Promise<string | undefined> {
  for (const step of steps.values()) {
    const refusal = await step.refusal?.(userId, now);
    if (refusal) return refusal;
  }
  return undefined;
}

/** The latest of the dates the steps report (each asked in turn). */
async function latestOf(ask: (step: AccountClosureStep) => Promise<Date | undefined> | undefined): Promise<Date | undefined> {
  let latest: Date | undefined;
  for (const step of steps.values()) {
    const at = await ask(step);
    if (at && (!latest || at > latest)) latest = at;
  }
  return latest;
}

export function lastServiceAt(userId: string): Promise<Date | undefined> {
  return latestOf((step) => step.lastServiceAt?.(userId));
}

export async function removeClosedAccountTraces(userId: string, now: Date): Promise<void> {
  for (const step of steps.values()) await step.removeTraces?.(userId, now);
}

export async function sessionsToGive(practitionerId: string, now: Date): Promise<number> {
  let count = 0;
  for (const step of steps.values()) count += (await step.sessionsToGive?.(practitionerId, now)) ?? 0;
  return count;
}

export function lastServiceGivenAt(practitionerId: string): Promise<Date | undefined> {
  return latestOf((step) => step.lastServiceGivenAt?.(practitionerId));
}

export async function practitionerClosed(practitionerId: string, now: Date): Promise<void> {
  for (const step of steps.values()) await step.practitionerClosed?.(practitionerId, now);
}

import type { Referrer } from '../../reference-data';

/**
 * What follows a sign-up belongs to higher domains (funding records who referred the client;
 * referrals attaches a GP's waiting referrals): they subscribe here at start-up, so accounts never
 * imports them. Listeners run in turn, awaited, at the point of sign-up where the call used to be.
 */
export type ClientReferredListener = (patientId: string, referrer: Referrer) => Promise<void>;
export type PartialAccountCompletedListener = (partialAccountId: string, userId: string) => Promise<void>;

const clientReferred: ClientReferredListener[] = [];
const partialAccountCompleted: PartialAccountCompletedListener[] = [];

export function onClientReferred(listener: ClientReferredListener): void {
  if (!clientReferred.includes(listener)) clientReferred.push(listener);
}

export function onPartialAccountCompleted(listener: PartialAccountCompletedListener): void {
  if (!partialAccountCompleted.includes(listener)) partialAccountCompleted.push(listener);
}

export async function announceClientReferred(patientId: string, referrer: Referrer): Promise<void> {
  for (const listener of clientReferred) await listener(patientId, referrer);
}

export async function announcePartialAccountCompleted(partialAccountId: string, userId: string): Promise<void> {
  for (const listener of partialAccountCompleted) await listener(partialAccountId, userId);
}

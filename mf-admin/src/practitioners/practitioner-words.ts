import { isValidProviderNumber } from '@harbour/identifiers';
import type { PractitionerSummary } from '@harbour/sdk/accounts';

/** How the console names a practitioner: their name, or their email when they gave none. */
export function practitionerName(p: Pick<PractitionerSummary, 'firstName' | 'lastName' | 'email'>): string {
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ').trim();
  return name || p.email;
}

export const PRACTITIONER_TYPE: Record<PractitionerSummary['userType'], string> = { psychologist: 'Psychologist', gp: 'GP' };

/**
 * The provider number as submitted, with the Medicare check-character result: the check catches
 * typing mistakes only — it does not prove the number is theirs, which the operator still confirms.
 */
export function providerNumberWords(providerNumber: string | undefined): string {
  if (!providerNumber) return 'Not given';
  return `${providerNumber} (${isValidProviderNumber(providerNumber) ? 'passes the Medicare check' : 'fails the Medicare check'})`;
}

export const awaitingWords = (n: number) => (n === 1 ? '1 practitioner awaits approval.' : `${n} practitioners await approval.`);

/** An approved practitioner's standing: approved, or suspended since a Sydney day and why. */
export function standingWords(p: Pick<PractitionerSummary, 'suspendedAt' | 'suspensionReason'>, day: (iso: string) => string): string {
  if (!p.suspendedAt) return 'Approved';
  return `Suspended since ${day(String(p.suspendedAt))}${p.suspensionReason ? `: ${p.suspensionReason}` : ''}`;
}

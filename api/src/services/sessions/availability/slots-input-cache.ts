import { AvailabilityModel, type AvailabilityRecord } from './availability.model';
import { findAccountById } from '../../identity/accounts/accounts';

/**
 * Psychologists' rules, cached in this process for a short while: a page of sixty psychologists
 * would otherwise read sixty rule documents on every call, and rules change only when their owner
 * saves. A save in this process forgets its entry at once; another API process sees it within
 * RULES_TTL_MS. Busy time (slot locks) is never cached: it is read fresh on every call.
 */
export const RULES_TTL_MS = 30_000;
const LIMIT = 10_000;
const cache = new Map<string, { record: AvailabilityRecord | null; readAt: number }>();

export async function cachedAvailabilityRules(psychologistId: string): Promise<AvailabilityRecord | null> {
  const hit = cache.get(psychologistId);
  if (hit && Date.now() - hit.readAt < RULES_TTL_MS) return hit.record;
  const record = await AvailabilityModel.findOne({ _id: psychologistId }).lean<AvailabilityRecord>();
  if (cache.size >= LIMIT) cache.clear();
  cache.set(psychologistId, { record, readAt: Date.now() });
  return record;
}

export function forgetCachedSlotsInput(psychologistId: string): void {
  cache.delete(psychologistId);
}

/** Tests that write rules straight to the database forget everything. */
export function forgetAllCachedSlotsInput(): void {
  cache.clear();
  approvals.clear();
}

const approvals = new Map<string, { approved: boolean; readAt: number }>();

/**
 * Whether an id is an approved psychologist (identity account), cached like the rules: clients
 * only ever see approved psychologists' times; a withdrawn approval applies within RULES_TTL_MS.
 */
export async function isApprovedPsychologist(psychologistId: string): Promise<boolean> {
  const hit = approvals.get(psychologistId);
  if (hit && Date.now() - hit.readAt < RULES_TTL_MS) return hit.approved;
  const account = await findAccountById(psychologistId);
  const approved = account?.userType === 'psychologist' && account.isApproved === true;
  if (approvals.size >= LIMIT) approvals.clear();
  approvals.set(psychologistId, { approved, readAt: Date.now() });
  return approved;
}

import { invalidField } from '../../../http/validation';
import { decidedPractitionerAccounts } from '../../identity';
import type { ApprovedPractitionersPage } from './administration.types';
import { PRACTITIONER_TYPES, profilesFor, summary } from './practitioner-approval';
import { PractitionerSuspensionModel } from './practitioner-suspension.model';

export const PRACTITIONERS_PAGE_SIZE = 20;

/** Whether every word typed appears in the name or the email (case-insensitive). */
export function matchesSearch(search: string, fields: readonly (string | undefined)[]): boolean {
  const haystack = fields.filter(Boolean).join(' ').toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * Approved and suspended psychologists and GPs, oldest first, searched by name or email and paged.
 * Joined and filtered in memory: practitioners number in the hundreds, and FerretDB has no $lookup.
 */
export async function approvedPractitioners(query: { search?: string; page?: number }): Promise<ApprovedPractitionersPage> {
  const page = query.page ?? 1;
  if (!Number.isInteger(page) || page < 1) throw invalidField('page', 'Use a whole number from 1.');
  const accounts = await decidedPractitionerAccounts(PRACTITIONER_TYPES);
  const [profiles, suspensions] = await Promise.all([profilesFor(accounts), PractitionerSuspensionModel.find({ _id: { $in: accounts.filter((a) => a.suspendedAt).map((a) => a._id) } }).lean()]);
  const reasons = new Map(suspensions.map((s) => [s._id, s.reason]));
  const search = query.search?.trim() ?? '';
  const matching = accounts
    .map((account) => summary(account, profiles.get(account._id)))
    .filter((p) => !search || matchesSearch(search, [p.firstName, p.lastName, p.email]))
    .map((p) => (reasons.has(p.userId) ? { ...p, suspensionReason: reasons.get(p.userId) } : p));
  const start = (page - 1) * PRACTITIONERS_PAGE_SIZE;
  return { practitioners: matching.slice(start, start + PRACTITIONERS_PAGE_SIZE), total: matching.length, page, pageSize: PRACTITIONERS_PAGE_SIZE };
}

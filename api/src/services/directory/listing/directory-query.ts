import type { DirectoryEntry } from './directory-entry';
import type { DirectorySort, FundingOption, PracticeRegion, PsychologistGender, PsychologistType, TimeOfDay } from './directory.types';
import { matchesQuery, queryScore } from './search-tokens';
import { listingCountryId } from './visitor-country';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A checked list request: every id known, the query split into words. */
export interface DirectoryFilter {
  words: string[];
  specialisationIds: number[];
  therapyTypeIds: number[];
  funding: FundingOption[];
  languageIds: number[];
  psychologistTypes: PsychologistType[];
  states: PracticeRegion[];
  gender?: PsychologistGender;
  availableWithinDays?: number;
  timesOfDay: TimeOfDay[];
  newClientsOnly: boolean;
  /** Only these psychologists (empty: anyone). */
  psychologistIds: string[];
  /** Referrer GUID of a partner programme. */
  partnerReferrerId?: string;
}

export const NO_FILTER: DirectoryFilter = {
  words: [],
  specialisationIds: [],
  therapyTypeIds: [],
  funding: [],
  languageIds: [],
  psychologistTypes: [],
  states: [],
  timesOfDay: [],
  newClientsOnly: false,
  psychologistIds: [],
};

/** What filtering needs beyond the entries: the clock, next available times, hours on the viewer's clock. */
export interface QueryContext {
  now: Date;
  nextAvailable(psychologistId: string): Date | null;
  timesOfDay(entry: DirectoryEntry): ReadonlySet<TimeOfDay>;
  /** The visitor's country (see visitor-country): its psychologists come first in the best-match order. */
  visitorCountryId?: string;
}

const anyOf = <T>(wanted: readonly T[], has: readonly T[]) => wanted.length === 0 || wanted.some((value) => has.includes(value));

/** Within a filter any chosen value will do; across filters every one must hold. */
export function matchesFilter(entry: DirectoryEntry, filter: DirectoryFilter, ctx: QueryContext): boolean {
  const { listing } = entry;
  if (filter.psychologistIds.length && !filter.psychologistIds.includes(listing._id)) return false;
  if (!matchesQuery(listing.searchTokens, filter.words)) return false;
  if (!anyOf(filter.specialisationIds, listing.specialisationIds)) return false;
  if (!anyOf(filter.therapyTypeIds, listing.therapyTypeIds)) return false;
  if (!anyOf(filter.funding, listing.fundingAccepted)) return false;
  if (!anyOf(filter.languageIds, listing.languageIds)) return false;
  if (filter.psychologistTypes.length && !filter.psychologistTypes.includes(listing.psychologistType)) return false;
  if (filter.states.length && !filter.states.includes(listing.state)) return false;
  if (filter.gender && listing.gender !== filter.gender) return false;
  if (filter.newClientsOnly && !entry.isAvailableForNewClients) return false;
  if (filter.partnerReferrerId && !listing.partnerReferrerIds.includes(filter.partnerReferrerId)) return false;
  if (filter.timesOfDay.length) {
    const covered = ctx.timesOfDay(entry);
    if (!filter.timesOfDay.some((time) => covered.has(time))) return false;
  }
  if (filter.availableWithinDays !== undefined) {
    const next = ctx.nextAvailable(listing._id);
    if (!next || next.getTime() > ctx.now.getTime() + filter.availableWithinDays * DAY_MS) return false;
  }
  return true;
}

/** Higher is better: the query's words, then how early the chosen concerns come in their list. */
export function bestMatchScore(entry: DirectoryEntry, filter: DirectoryFilter): number {
  const { listing } = entry;
  let score = queryScore(listing.searchTokens, filter.words) * 10;
  for (const id of filter.specialisationIds) {
    const at = listing.specialisationIds.indexOf(id);
    if (at >= 0) score += Math.max(1, 6 - at);
  }
  if (entry.isAvailableForNewClients) score += 1;
  return score;
}

const byName = (a: DirectoryEntry, b: DirectoryEntry) => a.listing.slug.localeCompare(b.listing.slug);

function soonest(ctx: QueryContext) {
  const at = (entry: DirectoryEntry) => ctx.nextAvailable(entry.listing._id)?.getTime() ?? Number.POSITIVE_INFINITY;
  return (a: DirectoryEntry, b: DirectoryEntry) => at(a) - at(b) || byName(a, b);
}

/** A stable order for every sort (ties by slug), so pages never overlap or skip. */
export function sortEntries(entries: readonly DirectoryEntry[], sort: DirectorySort, filter: DirectoryFilter, ctx: QueryContext): DirectoryEntry[] {
  const list = [...entries];
  switch (sort) {
    case 'soonest':
      return list.sort(soonest(ctx));
    case 'fee-low':
      return list.sort((a, b) => a.standardFeeCents - b.standardFeeCents || byName(a, b));
    case 'fee-high':
      return list.sort((a, b) => b.standardFeeCents - a.standardFeeCents || byName(a, b));
    case 'best-match': {
      // Psychologists who practise in the visitor's country first: an Australian visitor's first
      // result is one whose sessions Medicare can rebate, not a New Zealander who happens to be free sooner.
      const home = (entry: DirectoryEntry) => (ctx.visitorCountryId !== undefined && listingCountryId(entry) === ctx.visitorCountryId ? 1 : 0);
      const scores = new Map(list.map((entry) => [entry, bestMatchScore(entry, filter)]));
      const next = soonest(ctx);
      return list.sort((a, b) => home(b) - home(a) || scores.get(b)! - scores.get(a)! || next(a, b));
    }
  }
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export function pageOf<T>(list: readonly T[], page: number, pageSize: number): Paged<T> {
  const start = (page - 1) * pageSize;
  return { items: list.slice(start, start + pageSize), total: list.length, page, pageSize, pageCount: Math.ceil(list.length / pageSize) };
}

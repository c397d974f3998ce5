import { invalidField } from '../../../http/validation';
import { bookableStartsInWindow, checkSlotRangeQuery, presentSlot, type BookableStarts, type PsychologistSlots } from '../../availability';
import { psychologistNamesOf } from '../../accounts';
import { approvedPsychologistIds } from '../../identity';
import { directorySnapshot } from '../listing/directory-cache';
import { pageOf, pagingOf } from './search-paging';
import type { SearchQuery } from './search-key';
import { isClockTime, inTimeOfDay } from './time-of-day-filter';

export interface SearchForAvailabilityRequest {
  from: Date;
  to: Date;
  /** The viewer's IANA zone: labels and timeOfDay are in it. @maxLength 64 */
  timeZone: string;
  /** Only starts at or after `start` and before `end` on the viewer's clock ('HH:mm'). */
  timeOfDay?: { start: string; end: string };
  /** 20, 50 or 80. */
  durationMinutes?: number;
  /** Only psychologists taking new clients (default true). */
  isAvailableForNewClients?: boolean;
  /** At most this many starts per psychologist (default 20). @isInt @minimum 1 @maximum 200 */
  slotsPerPsychologist?: number;
  /** Which page of psychologists, from 1 (default 1). @isInt @minimum 1 */
  page?: number;
  /** Psychologists per page (default 20). @isInt @minimum 1 @maximum 100 */
  pageSize?: number;
  /**
   * Only these psychologists: the directory's answer to a specialty or gender filter, so every
   * page holds only psychologists it matches. @maxItems 200
   */
  psychologistIds?: string[];
}

export interface PsychologistWithAvailability extends PsychologistSlots {
  firstName?: string;
  lastName?: string;
}

export interface SearchForAvailabilityAnswer {
  timeZone: string;
  /** This page's psychologists, soonest first start first. */
  psychologists: PsychologistWithAvailability[];
  page: number;
  pageSize: number;
  /** Psychologists with a time in the window across all pages. */
  total: number;
}

const MAX_PSYCHOLOGIST_IDS = 200;

/** 422 naming the field for a bad window, zone, duration, time of day or page; nothing is read or written before. */
export function checkSearch(body: SearchForAvailabilityRequest): SearchQuery {
  checkSlotRangeQuery(body);
  if (body.timeOfDay) {
    if (!isClockTime(body.timeOfDay.start)) throw invalidField('timeOfDay.start', "must be a time 'HH:mm'");
    if (!isClockTime(body.timeOfDay.end)) throw invalidField('timeOfDay.end', "must be a time 'HH:mm'");
    if (body.timeOfDay.end <= body.timeOfDay.start) throw invalidField('timeOfDay.end', 'must be after the start');
  }
  const slotsPerPsychologist = body.slotsPerPsychologist ?? 20;
  const { psychologistIds } = body;
  if (psychologistIds && (psychologistIds.length > MAX_PSYCHOLOGIST_IDS || psychologistIds.some((id) => typeof id !== 'string' || id.length === 0 || id.length > 64)))
    throw invalidField('psychologistIds', `must be at most ${MAX_PSYCHOLOGIST_IDS} psychologist ids`);
  if (!Number.isInteger(slotsPerPsychologist) || slotsPerPsychologist < 1 || slotsPerPsychologist > 200) throw invalidField('slotsPerPsychologist', 'must be a whole number from 1 to 200');
  return {
    from: body.from,
    to: body.to,
    timeZone: body.timeZone,
    ...(body.durationMinutes !== undefined && { durationMinutes: body.durationMinutes }),
    ...(body.timeOfDay && { timeOfDay: { start: body.timeOfDay.start, end: body.timeOfDay.end } }),
    newClientsOnly: body.isAvailableForNewClients !== false,
    slotsPerPsychologist,
    ...pagingOf(body),
    // Sorted and once each: the same psychologists in any order are the same search (its cache key).
    ...(psychologistIds && { psychologistIds: [...new Set(psychologistIds)].sort() }),
  };
}

/** Soonest first start first; the id breaks ties so pages never overlap or skip. */
export function bySoonestStart(a: BookableStarts, b: BookableStarts): number {
  return a.starts[0].getTime() - b.starts[0].getTime() || a.psychologistId.localeCompare(b.psychologistId);
}

/**
 * POST /users/psychologists/search-for-availability: approved psychologists with a bookable start
 * in the window, soonest first, one page at a time. A fixed number of reads whatever the size of
 * the directory (approvals, rules, the window's slot locks; names from the directory snapshot);
 * only the page's starts are labelled. The controller reuses answers (availability answer cache).
 */
export async function searchForAvailability(query: SearchQuery, now = new Date()): Promise<SearchForAvailabilityAnswer> {
  const only = query.psychologistIds && new Set(query.psychologistIds);
  const approved = new Set((await approvedPsychologistIds()).filter((id) => !only || only.has(id)));
  const { timeOfDay, timeZone } = query;
  const found = await bookableStartsInWindow(approved, query, {
    newClientsOnly: query.newClientsOnly,
    now,
    limit: query.slotsPerPsychologist,
    ...(timeOfDay && { keep: (start: Date) => inTimeOfDay(start, timeZone, timeOfDay) }),
  });
  const ranked = found.filter((one) => one.starts.length > 0).sort(bySoonestStart);
  const page = pageOf(ranked, query);
  const names = await namesOf(page.map((one) => one.psychologistId));
  return {
    timeZone,
    psychologists: page.map(({ psychologistId, timeZone: ownZone, durationMinutes, starts }) => {
      const name = names.get(psychologistId);
      return {
        psychologistId,
        timeZone: ownZone,
        durationMinutes,
        slots: starts.map((start) => presentSlot(start, timeZone)),
        ...(name && { firstName: name.firstName, lastName: name.lastName }),
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    total: ranked.length,
  };
}

/** Names from the directory snapshot; the few approved psychologists it does not list (hidden, no listing yet) in one read. */
async function namesOf(ids: string[]): Promise<Map<string, { firstName: string; lastName: string }>> {
  const snapshot = await directorySnapshot();
  const names = new Map<string, { firstName: string; lastName: string }>();
  const missing: string[] = [];
  for (const id of ids) {
    const entry = snapshot.byId.get(id);
    if (entry) names.set(id, { firstName: entry.firstName, lastName: entry.lastName });
    else missing.push(id);
  }
  if (missing.length) for (const profile of await psychologistNamesOf(missing)) if (profile.firstName) names.set(profile._id, { firstName: profile.firstName, lastName: profile.lastName });
  return names;
}

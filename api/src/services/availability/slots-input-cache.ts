import { namedCache } from '../../lib/cache/fleet-cache';
import { forgetAvailabilityAnswers } from './availability-answer-cache';
import { AvailabilityModel, type AvailabilityRecord } from './availability.model';
import { fetchBusyCalendar } from './busy-calendar';
import type { Interval } from './busy-time';
import { findAccountById } from '../identity';

/**
 * Psychologists' rules, cached in this process for a short while: a page of sixty psychologists
 * would otherwise read sixty rule documents on every call, and rules change only when their owner
 * saves. A save forgets its entry at once in every API process (lib/cache). Busy time (slot locks) is read fresh on every computation (the public read's
 * whole answer is reused for a few seconds: availability-answer-cache.ts says why that is safe).
 */
export const RULES_TTL_MS = 30_000;
const LIMIT = 10_000;
const cache = new Map<string, { record: AvailabilityRecord | null; readAt: number }>();

export async function cachedAvailabilityRules(psychologistId: string): Promise<AvailabilityRecord | null> {
  const hit = cache.get(psychologistId);
  if (hit && Date.now() - hit.readAt < fleet.ttlMs(RULES_TTL_MS)) {
    fleet.hit();
    return hit.record;
  }
  fleet.miss();
  const record = await AvailabilityModel.findOne({ _id: psychologistId }).lean<AvailabilityRecord>();
  if (cache.size >= LIMIT) cache.clear();
  cache.set(psychologistId, { record, readAt: Date.now() });
  return record;
}

// One name for a psychologist's rules, approval and calendar: what their saved rules change.
const fleet = namedCache('availability-rules', (psychologistId) => {
  if (psychologistId === undefined) {
    cache.clear();
    approvals.clear();
    calendars.clear();
    return;
  }
  cache.delete(psychologistId);
  approvals.delete(psychologistId);
  for (const key of calendars.keys()) if (key.startsWith(`${psychologistId}|`)) calendars.delete(key);
});

/** A psychologist's rules changed: every API process reads them (and their calendar) afresh. */
export function forgetCachedSlotsInput(psychologistId: string): void {
  fleet.forget(psychologistId);
}

/** Tests that write rules straight to the database forget everything. */
export function forgetAllCachedSlotsInput(): void {
  forgetAvailabilityAnswers();
  fleet.forget();
}

const approvals = new Map<string, { approved: boolean; readAt: number }>();

/**
 * Whether an id is an approved psychologist (identity account), cached like the rules: clients
 * only ever see approved psychologists' times; a withdrawn approval applies within RULES_TTL_MS.
 */
export async function isApprovedPsychologist(psychologistId: string): Promise<boolean> {
  const hit = approvals.get(psychologistId);
  if (hit && Date.now() - hit.readAt < fleet.ttlMs(RULES_TTL_MS)) return hit.approved;
  const account = await findAccountById(psychologistId);
  const approved = account?.userType === 'psychologist' && account.isApproved === true;
  if (approvals.size >= LIMIT) approvals.clear();
  approvals.set(psychologistId, { approved, readAt: Date.now() });
  return approved;
}

/** How long a fetched busy calendar is reused, and how long a failed fetch waits before trying again. */
export const BUSY_CALENDAR_TTL_MS = 5 * 60_000;
const FAILED_CALENDAR_TTL_MS = 60_000;
const calendars = new Map<string, { busy: Interval[]; readAt: number; ttl: number }>();

/**
 * Busy time from the psychologist's iCalendar feed, if they gave one: fetched at most every five
 * minutes per process (a feed is slow and outside our control), from now to their horizon. A feed
 * that cannot be read counts as no busy time (their Harbour bookings still hold their slots) and
 * is tried again after a minute. Plain http only when BUSY_CALENDAR_ALLOW_HTTP=1 (tests).
 */
export async function cachedCalendarBusy(rules: AvailabilityRecord, now: Date): Promise<Interval[]> {
  if (!rules.busyCalendarUrl) return [];
  const key = `${rules._id}|${rules.busyCalendarUrl}`;
  const hit = calendars.get(key);
  if (hit && Date.now() - hit.readAt < hit.ttl) return hit.busy;
  const window = { from: new Date(now.getTime() - 24 * 3600_000), to: new Date(now.getTime() + (rules.horizonDays + 1) * 24 * 3600_000) };
  let entry: { busy: Interval[]; readAt: number; ttl: number };
  try {
    const busy = await fetchBusyCalendar(rules.busyCalendarUrl, window, rules.timeZone, { allowHttp: process.env.BUSY_CALENDAR_ALLOW_HTTP === '1' });
    entry = { busy, readAt: Date.now(), ttl: BUSY_CALENDAR_TTL_MS };
  } catch {
    entry = { busy: [], readAt: Date.now(), ttl: FAILED_CALENDAR_TTL_MS };
  }
  if (calendars.size >= LIMIT) calendars.clear();
  calendars.set(key, entry);
  return entry.busy;
}

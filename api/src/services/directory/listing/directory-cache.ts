import { approvedPsychologistIds } from '../../identity';
import { availabilitiesOf } from '../../availability';
import { findNextAvailable } from '../../availability';
import { psychologistProfilesOf } from '../../accounts';
import { namedCache } from '../../../lib/cache/fleet-cache';
import { referenceDataTtlMs } from '../../../reference-data/reference-cache';
import { standardFeeOf, type DirectoryEntry } from './directory-entry';
import { DirectoryProfileModel, type DirectoryProfileRecord } from './directory-profile.model';
import type { TimeOfDay } from './directory.types';
import { timesOfDayCovered } from './time-of-day';

/**
 * The visible directory, held in memory. It is small (60 psychologists in the demo, ~1,000 at
 * most) and read on every directory page, while FerretDB pushes down only top-level equality and
 * no sort: filtering and sorting 1,000 entries in memory takes well under a millisecond, a
 * database round trip under load tens (docs/directory.md). Loaded with four
 * equality queries and joined here (no $lookup on FerretDB); dropped at once in every API process
 * when one writes a listing or approves a psychologist (lib/cache), and re-read after
 * REFERENCE_DATA_TTL_SECONDS (availability edits by psychologists land within that time).
 */

export interface DirectorySnapshot {
  entries: readonly DirectoryEntry[];
  byId: ReadonlyMap<string, DirectoryEntry>;
  bySlug: ReadonlyMap<string, DirectoryEntry>;
  loadedAt: number;
}

async function loadDirectory(): Promise<DirectorySnapshot> {
  const [approved, listings] = await Promise.all([
    approvedPsychologistIds(),
    DirectoryProfileModel.find({ isHidden: false }).lean<DirectoryProfileRecord[]>(),
  ]);
  const approvedIds = new Set(approved);
  const visible = listings.filter((listing) => approvedIds.has(listing._id));
  const ids = visible.map((listing) => listing._id);
  const [profiles, availabilities] = await Promise.all([
    psychologistProfilesOf(ids, ['firstName', 'lastName', 'providerNumber']),
    availabilitiesOf(ids),
  ]);
  const names = new Map(profiles.map((profile) => [profile._id, profile]));
  const availability = new Map(availabilities.map((record) => [record._id, record]));
  const entries: DirectoryEntry[] = [];
  for (const listing of visible) {
    const name = names.get(listing._id);
    if (!name) continue;
    const hours = availability.get(listing._id);
    entries.push({
      listing,
      firstName: name.firstName,
      lastName: name.lastName,
      ...(name.providerNumber && { providerNumber: name.providerNumber }),
      isAvailableForNewClients: hours?.isAvailableForNewClients ?? false,
      weekly: hours?.weekly ?? [],
      hoursZone: hours?.timeZone ?? listing.timeZone,
      standardFeeCents: standardFeeOf(listing),
    });
  }
  return {
    entries,
    byId: new Map(entries.map((entry) => [entry.listing._id, entry])),
    bySlug: new Map(entries.map((entry) => [entry.listing.slug, entry])),
    loadedAt: Date.now(),
  };
}

let current: DirectorySnapshot | undefined;
let pending: Promise<DirectorySnapshot> | undefined;
let generation = 0;

/** The visible directory; concurrent misses share one load. */
export function directorySnapshot(): Promise<DirectorySnapshot> {
  if (current && Date.now() - current.loadedAt < fleet.ttlMs(referenceDataTtlMs())) {
    fleet.hit();
    return Promise.resolve(current);
  }
  if (pending) {
    fleet.hit();
    return pending;
  }
  fleet.miss();
  const started = generation;
  const load = loadDirectory().then(
    (snapshot) => {
      if (generation === started) current = snapshot;
      if (pending === load) pending = undefined;
      return snapshot;
    },
    (error) => {
      if (pending === load) pending = undefined;
      throw error;
    },
  );
  pending = load;
  return load;
}

/** Call after writing a listing, an approval or anything else the directory shows: every API process reloads. */
export function invalidateDirectory(): void {
  fleet.forget();
}

const fleet = namedCache('directory', () => {
  generation += 1;
  current = undefined;
  pending = undefined;
  nextAvailableCache = undefined;
  refilling = undefined;
  timesOfDayCache.clear();
});

// Next available times change as people book, so they are kept only briefly; the booking page
// always asks the slot engine afresh.
const NEXT_AVAILABLE_TTL_MS = 30_000;
/** How far ahead "next available" looks (and so the most "available within N days" can ask). */
export const NEXT_AVAILABLE_HORIZON_DAYS = 28;
let nextAvailableCache: NextAvailableEntry | undefined;

/**
 * The next bookable start of every visible psychologist (one call to the slot engine for all).
 * Fresh for 30 s; for up to 5 minutes after that the previous answer is served while one refill
 * runs in the background, so no visitor waits for the slot engine's whole-directory pass
 * (docs/performance.md: ~1 s under load). A `now` further off (a pinned clock)
 * always computes afresh.
 */
export function directoryNextAvailable(snapshot: DirectorySnapshot, now = new Date()): Promise<Map<string, Date | null>> {
  const cached = nextAvailableCache;
  const age = cached && cached.snapshot === snapshot ? Math.abs(now.getTime() - cached.at) : Number.POSITIVE_INFINITY;
  if (cached && age < NEXT_AVAILABLE_TTL_MS) return cached.times;
  if (cached && age < NEXT_AVAILABLE_STALE_MS && cached.settled) {
    if (!refilling) {
      refilling = computeNextAvailable(snapshot, now);
      const done = () => {
        refilling = undefined;
      };
      refilling.times.then(done, done);
    }
    return cached.times;
  }
  return computeNextAvailable(snapshot, now).times;
}

const NEXT_AVAILABLE_STALE_MS = 5 * 60_000;
let refilling: NextAvailableEntry | undefined;

interface NextAvailableEntry {
  at: number;
  snapshot: DirectorySnapshot;
  times: Promise<Map<string, Date | null>>;
  settled: boolean;
}

function computeNextAvailable(snapshot: DirectorySnapshot, now: Date): NextAvailableEntry {
  const entry: NextAvailableEntry = {
    at: now.getTime(),
    snapshot,
    settled: false,
    times: findNextAvailable(
      snapshot.entries.map((e) => e.listing._id),
      { now, withinDays: NEXT_AVAILABLE_HORIZON_DAYS },
    ),
  };
  entry.times.then(
    () => {
      entry.settled = true;
      // Keep the newest settled answer (a slower, older refill never replaces a newer one).
      if (!nextAvailableCache || !nextAvailableCache.settled || nextAvailableCache.at <= entry.at || nextAvailableCache.snapshot !== snapshot) nextAvailableCache = entry;
    },
    () => {
      if (nextAvailableCache === entry) nextAvailableCache = undefined;
    },
  );
  if (!nextAvailableCache || nextAvailableCache.snapshot !== snapshot || !nextAvailableCache.settled) nextAvailableCache = entry;
  return entry;
}

// Which times of day (on the viewer's clock) each psychologist works, per viewer zone; only a
// handful of zones exist, and the answer changes at most with the week and daylight saving.
const TIMES_OF_DAY_TTL_MS = 60 * 60 * 1000;
const timesOfDayCache = new Map<string, { at: number; snapshot: DirectorySnapshot; covered: Map<string, ReadonlySet<TimeOfDay>> }>();

export function timesOfDayFor(snapshot: DirectorySnapshot, viewerZone: string, now = new Date()): (entry: DirectoryEntry) => ReadonlySet<TimeOfDay> {
  let cached = timesOfDayCache.get(viewerZone);
  if (!cached || cached.snapshot !== snapshot || Math.abs(now.getTime() - cached.at) > TIMES_OF_DAY_TTL_MS) {
    cached = { at: now.getTime(), snapshot, covered: new Map() };
    timesOfDayCache.set(viewerZone, cached);
  }
  const { covered } = cached;
  return (entry) => {
    let set = covered.get(entry.listing._id);
    if (!set) {
      set = timesOfDayCovered(entry.weekly, entry.hoursZone, viewerZone, now);
      covered.set(entry.listing._id, set);
    }
    return set;
  };
}

import type { AvailableSlot, DirectoryCard, ListPsychologistsRequest, PsychologistGender, TimeOfDay } from '@harbour/sdk/directory';

/**
 * The times page without a chosen psychologist: every free time of a day, grouped by who offers
 * it (picture, name, top specialties, price), narrowed by what the API can filter on — specialty
 * and gender through the directory, time of day through the availability search.
 */
export interface GridFilters {
  specialisationId?: number;
  gender?: PsychologistGender;
  timeOfDay?: TimeOfDay;
}

export const GENDERS: readonly PsychologistGender[] = ['Female', 'Male', 'Non-binary'];

/** On the viewer's clock, as the directory defines them. */
export const TIMES_OF_DAY: Record<TimeOfDay, { label: string; start: string; end: string }> = {
  morning: { label: 'Morning (6 am to 12 noon)', start: '06:00', end: '12:00' },
  afternoon: { label: 'Afternoon (12 noon to 5 pm)', start: '12:00', end: '17:00' },
  evening: { label: 'Evening (5 pm to 10 pm)', start: '17:00', end: '22:00' },
};

const isTimeOfDay = (value: string | null): value is TimeOfDay => value !== null && value in TIMES_OF_DAY;

/** Filters as the address carries them (`specialisation`, `gender`, `time`); anything else is ignored. */
export function filtersFromParams(params: URLSearchParams): GridFilters {
  const id = Number(params.get('specialisation'));
  const gender = params.get('gender');
  const time = params.get('time');
  return {
    ...(Number.isInteger(id) && id > 0 && { specialisationId: id }),
    ...(GENDERS.includes(gender as PsychologistGender) && { gender: gender as PsychologistGender }),
    ...(isTimeOfDay(time) && { timeOfDay: time }),
  };
}

export const FILTER_PARAMS = { specialisationId: 'specialisation', gender: 'gender', timeOfDay: 'time' } as const;

export function paramsWithFilters(params: URLSearchParams, filters: GridFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, name] of Object.entries(FILTER_PARAMS) as [keyof GridFilters, string][]) {
    const value = filters[key];
    if (value === undefined) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** Filters that only the directory can apply (the availability search knows no specialty or gender). */
export const filtersTheDirectory = (filters: GridFilters) => filters.specialisationId !== undefined || filters.gender !== undefined;

/** The availability search's time-of-day range for the filter. */
export const timeOfDayRange = (filters: GridFilters) => (filters.timeOfDay ? { start: TIMES_OF_DAY[filters.timeOfDay].start, end: TIMES_OF_DAY[filters.timeOfDay].end } : undefined);

/** The directory's page size at most (POST /users/psychologists/list). */
export const DIRECTORY_PAGE_SIZE = 50;

/**
 * The directory reads of the times page: the one named psychologist's card alone, or the filtered
 * directory's first page and, when it has more, its second (pages of 50, soonest first).
 */
export function directoryReads(filters: GridFilters, viewerTimeZone: string, psychologistId?: string): { first: ListPsychologistsRequest; second?: ListPsychologistsRequest } {
  if (psychologistId) return { first: { psychologistIds: [psychologistId], newClientsOnly: true, pageSize: 1 } };
  return { first: directoryPage(filters, viewerTimeZone, 1), second: directoryPage(filters, viewerTimeZone, 2) };
}

function directoryPage(filters: GridFilters, viewerTimeZone: string, page: number): ListPsychologistsRequest {
  return {
    ...(filters.specialisationId !== undefined && { specialisationIds: [filters.specialisationId] }),
    ...(filters.gender && { gender: filters.gender }),
    newClientsOnly: true,
    viewerTimeZone,
    sort: 'soonest',
    page,
    pageSize: DIRECTORY_PAGE_SIZE,
  };
}

export interface PsychologistTimes {
  psychologistId: string;
  timeZone: string;
  firstName?: string;
  lastName?: string;
  slots: AvailableSlot[];
}

export interface GridRow {
  psychologistId: string;
  name: string;
  /** The directory's card (picture, specialties, funding); absent for someone not listed. */
  card?: DirectoryCard;
  timeZone: string;
  /** This day's times, soonest first. */
  slots: AvailableSlot[];
}

/** Who the grid can show: with a specialty or gender filter, only those the directory returned for it. */
export function shownPsychologists<T extends PsychologistTimes>(psychologists: readonly T[], cards: ReadonlyMap<string, DirectoryCard>, directoryFiltered: boolean): T[] {
  return directoryFiltered ? psychologists.filter((p) => cards.has(p.psychologistId)) : [...psychologists];
}

/** Days that have times, in the viewer's zone (the API labels them), soonest first. */
export function daysWithTimes(psychologists: readonly PsychologistTimes[]): { localDate: string; dateLabel: string }[] {
  const seen = new Map<string, string>();
  for (const p of psychologists) for (const s of p.slots) if (!seen.has(s.localDate)) seen.set(s.localDate, s.dateLabel);
  return [...seen.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([localDate, dateLabel]) => ({ localDate, dateLabel }));
}

export const fullName = (p: { firstName?: string; lastName?: string }) => [p.firstName, p.lastName].filter(Boolean).join(' ');

/**
 * Who has times on the day. With a specialty or gender filter only those the directory returned
 * for it; without one, everyone (a psychologist not listed yet shows by name only).
 */
export function rowsForDay(day: string | undefined, psychologists: readonly PsychologistTimes[], cards: ReadonlyMap<string, DirectoryCard>, directoryFiltered: boolean): GridRow[] {
  if (!day) return [];
  const rows: GridRow[] = [];
  for (const p of psychologists) {
    const card = cards.get(p.psychologistId);
    if (directoryFiltered && !card) continue;
    const slots = p.slots.filter((s) => s.localDate === day).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    if (slots.length === 0) continue;
    const name = card ? fullName(card) : fullName(p);
    rows.push({ psychologistId: p.psychologistId, name: name || 'A Harbour psychologist', ...(card && { card }), timeZone: p.timeZone, slots });
  }
  return rows.sort((a, b) => a.slots[0].startsAt.localeCompare(b.slots[0].startsAt) || a.name.localeCompare(b.name));
}

/** A psychologist's top specialties (their own order: main ones first). */
export const topSpecialties = (card: DirectoryCard | undefined, count = 3) => (card?.specialisations ?? []).slice(0, count).map((s) => s.name);

/** How many rows a day shows before "Show more": a phone screen or two. */
export const ROWS_PER_PAGE = 8;

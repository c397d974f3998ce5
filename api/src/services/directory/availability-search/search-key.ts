import type { Paging } from './search-paging';

/** A search request checked and with its defaults: everything one answer depends on. */
export interface SearchQuery extends Paging {
  from: Date;
  to: Date;
  timeZone: string;
  durationMinutes?: number;
  timeOfDay?: { start: string; end: string };
  newClientsOnly: boolean;
  slotsPerPsychologist: number;
  /** Only these psychologists, sorted. */
  psychologistIds?: string[];
}

/**
 * The query as a key of the availability answer cache: equal requests give equal keys whatever
 * the order of their fields; leaving a field out and sending its default are the same request.
 */
export function searchKey(parts: SearchQuery): string {
  return JSON.stringify([
    'search-for-availability',
    parts.from.toISOString(),
    parts.to.toISOString(),
    parts.timeZone,
    parts.durationMinutes ?? null,
    parts.timeOfDay ? [parts.timeOfDay.start, parts.timeOfDay.end] : null,
    parts.newClientsOnly,
    parts.slotsPerPsychologist,
    parts.page,
    parts.pageSize,
    parts.psychologistIds ?? null,
  ]);
}

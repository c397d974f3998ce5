/**
 * What one search answer depends on, as a key of the availability answer cache: the window, the
 * viewer's zone, the duration, the filters and the page. Equal requests give equal keys whatever
 * the order of their fields; leaving a field out and sending its default are the same request.
 */
export interface SearchKeyParts {
  from: Date;
  to: Date;
  timeZone: string;
  durationMinutes?: number;
  timeOfDay?: { start: string; end: string };
  newClientsOnly: boolean;
  slotsPerPsychologist: number;
  page: number;
  pageSize: number;
}

export function searchKey(parts: SearchKeyParts): string {
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
  ]);
}

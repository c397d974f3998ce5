import { useCallback, useEffect, useMemo, useState } from 'react';
import { bookingWindow, useBookableSlots } from '@harbour/booking-kit';
import { type AvailableSlot, type SearchForAvailabilityRequest, useSearchForAvailabilityMutation } from '@harbour/sdk/directory';
import { timeOfDayRange, type GridFilters } from './time-grid';

export interface SlotsOfPsychologist {
  psychologistId: string;
  timeZone: string;
  firstName?: string;
  lastName?: string;
  slots: AvailableSlot[];
}

const DAYS_AHEAD = 14;
/** Starts per psychologist in the search across psychologists (the soonest ones). */
const SLOTS_PER_PSYCHOLOGIST = 20;
/** Psychologists per page of the search; "Show more psychologists" adds the next page. */
export const SEARCH_PAGE_SIZE = 20;

/** The pages of one search loaded so far, in order (a psychologist seen on an earlier page is not repeated). */
interface LoadedPages {
  request: SearchForAvailabilityRequest;
  psychologists: SlotsOfPsychologist[];
  page: number;
  total: number;
}

export function appendPage(loaded: SlotsOfPsychologist[], next: SlotsOfPsychologist[]): SlotsOfPsychologist[] {
  // Between two pages someone may book, moving a psychologist to another page: keep the first seen.
  const seen = new Set(loaded.map((p) => p.psychologistId));
  return [...loaded, ...next.filter((p) => !seen.has(p.psychologistId))];
}

/**
 * Bookable starts in the viewer's zone: one psychologist's from the booking kit, or many through
 * search-for-availability when no psychologist was chosen (a page at a time: `more` loads the next).
 */
export function useSlots({
  psychologistId,
  timeZone,
  durationMinutes,
  timeOfDay,
  onlyPsychologists,
}: {
  psychologistId?: string;
  timeZone: string;
  durationMinutes?: number;
  timeOfDay?: Pick<GridFilters, 'timeOfDay'>;
  /** Search only these; null while they are not known yet (no search until then). */
  onlyPsychologists?: readonly string[] | null;
}) {
  const [window] = useState(() => bookingWindow(DAYS_AHEAD, Date.now()));
  const one = useBookableSlots({ psychologistId, timeZone, durationMinutes, daysAhead: DAYS_AHEAD });
  const [search] = useSearchForAvailabilityMutation();
  const [loaded, setLoaded] = useState<LoadedPages>();
  const [error, setError] = useState<{ request: SearchForAvailabilityRequest; error: unknown }>();
  const [more, setMore] = useState<{ loading: boolean; error?: unknown }>({ loading: false });
  const [attempt, setAttempt] = useState(0);

  const range = timeOfDayRange(timeOfDay ?? {});
  const only = onlyPsychologists?.join(',');
  const waiting = onlyPsychologists === null;
  const searchRequest = useMemo<SearchForAvailabilityRequest>(
    () => ({
      ...window,
      timeZone,
      durationMinutes,
      slotsPerPsychologist: SLOTS_PER_PSYCHOLOGIST,
      pageSize: SEARCH_PAGE_SIZE,
      ...(range && { timeOfDay: range }),
      ...(only !== undefined && { psychologistIds: only ? only.split(',') : [] }),
    }),
    [window, timeZone, durationMinutes, range?.start, range?.end, only], // the range and the ids by value, not by object
  );
  useEffect(() => {
    if (psychologistId || !durationMinutes) return;
    if (waiting) return; // the directory has not answered yet
    let current = true;
    setError(undefined);
    setMore({ loading: false });
    search({ searchForAvailabilityRequest: { ...searchRequest, page: 1 } })
      .unwrap()
      .then(
        (answer) => current && setLoaded({ request: searchRequest, psychologists: answer.psychologists as SlotsOfPsychologist[], page: 1, total: answer.total }),
        (failure: unknown) => current && setError({ request: searchRequest, error: failure }),
      );
    return () => {
      current = false;
    };
  }, [psychologistId, durationMinutes, searchRequest, search, attempt, waiting]);

  const current = loaded?.request === searchRequest ? loaded : undefined;
  const showMore = useCallback(() => {
    if (!current || more.loading) return;
    const page = current.page + 1;
    setMore({ loading: true });
    search({ searchForAvailabilityRequest: { ...current.request, page } })
      .unwrap()
      .then(
        (answer) => {
          // Added only to the search it continues (the filters may have changed meanwhile).
          setLoaded((previous) => (previous?.request === current.request ? { ...previous, psychologists: appendPage(previous.psychologists, answer.psychologists as SlotsOfPsychologist[]), page, total: answer.total } : previous));
          setMore({ loading: false });
        },
        (failure: unknown) => setMore({ loading: false, error: failure }),
      );
  }, [current, more.loading, search]);

  if (psychologistId) {
    const psychologists: SlotsOfPsychologist[] = one.psychologistTimeZone ? [{ psychologistId, timeZone: one.psychologistTimeZone, slots: one.slots }] : [];
    return { isLoading: one.isLoading, error: one.error, psychologists, retry: one.retry };
  }
  const failed = error?.request === searchRequest ? error.error : undefined;
  return {
    isLoading: !current && !failed,
    error: failed,
    psychologists: current?.psychologists ?? [],
    retry: () => setAttempt((n) => n + 1),
    /** Psychologists with times across every page, and the next page (only for the search across psychologists). */
    total: current?.total ?? 0,
    more: { ...more, hasMore: !!current && current.psychologists.length < current.total, load: showMore },
  };
}

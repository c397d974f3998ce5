import { useEffect, useMemo, useState } from 'react';
import { bookingWindow, useBookableSlots } from '@harbour/booking-kit';
import { type AvailableSlot, useSearchForAvailabilityMutation } from '@harbour/sdk/directory';
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

/**
 * Bookable starts in the viewer's zone: one psychologist's from the booking kit, or many through
 * search-for-availability when no psychologist was chosen.
 */
export function useSlots({ psychologistId, timeZone, durationMinutes, timeOfDay }: { psychologistId?: string; timeZone: string; durationMinutes?: number; timeOfDay?: Pick<GridFilters, 'timeOfDay'> }) {
  const [window] = useState(() => bookingWindow(DAYS_AHEAD, Date.now()));
  const one = useBookableSlots({ psychologistId, timeZone, durationMinutes, daysAhead: DAYS_AHEAD });
  const [search, searched] = useSearchForAvailabilityMutation();

  const range = timeOfDayRange(timeOfDay ?? {});
  const searchRequest = useMemo(
    () => ({ ...window, timeZone, durationMinutes, slotsPerPsychologist: SLOTS_PER_PSYCHOLOGIST, ...(range && { timeOfDay: range }) }),
    [window, timeZone, durationMinutes, range?.start, range?.end], // the range by value, not by object
  );
  useEffect(() => {
    if (psychologistId || !durationMinutes) return;
    void search({ searchForAvailabilityRequest: searchRequest });
  }, [psychologistId, durationMinutes, searchRequest, search]);

  if (psychologistId) {
    const psychologists: SlotsOfPsychologist[] = one.psychologistTimeZone ? [{ psychologistId, timeZone: one.psychologistTimeZone, slots: one.slots }] : [];
    return { isLoading: one.isLoading, error: one.error, psychologists, retry: one.retry };
  }
  return {
    isLoading: searched.isLoading || searched.isUninitialized,
    error: searched.error,
    psychologists: (searched.data?.psychologists ?? []) as SlotsOfPsychologist[],
    retry: () => void search({ searchForAvailabilityRequest: searchRequest }),
  };
}

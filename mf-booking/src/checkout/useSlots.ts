import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '@harbour/platform';
import {
  useCreateClientAvailabilityTokenMutation,
  useCreatePublicAvailabilityTokenMutation,
  useGetBookingAvailabilityQuery,
  type AvailableSlot,
} from '@harbour/sdk/sessions';
import { useSearchForAvailabilityMutation } from '@harbour/sdk/users';
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
 * The window the page shows: two weeks from the start of the current five minutes (the API answers
 * in the viewer's zone). Whole five minutes so that visitors of the same psychologist ask the same
 * question and the API answers them from one computation; no past time is offered, since the API
 * counts the minimum notice from the moment it answers.
 */
function useWindow() {
  return useMemo(() => {
    const from = new Date(Math.floor(Date.now() / 300_000) * 300_000);
    const to = new Date(from.getTime() + DAYS_AHEAD * 24 * 3600 * 1000);
    return { from: from.toISOString(), to: to.toISOString() };
  }, []);
}

/**
 * Bookable starts in the viewer's zone: one psychologist's through an availability token
 * (a client's own token also covers their psychologist who is closed to new clients), or many
 * through search-for-availability when no psychologist was chosen.
 */
export function useSlots({ psychologistId, timeZone, durationMinutes, timeOfDay }: { psychologistId?: string; timeZone: string; durationMinutes?: number; timeOfDay?: Pick<GridFilters, 'timeOfDay'> }) {
  const auth = useAuth();
  const window = useWindow();
  const [clientToken] = useCreateClientAvailabilityTokenMutation();
  const [publicToken] = useCreatePublicAvailabilityTokenMutation();
  const [search, searched] = useSearchForAvailabilityMutation();
  const [token, setToken] = useState<string>();
  const [tokenError, setTokenError] = useState<unknown>();
  const clientId = auth.status === 'authenticated' && auth.user.userType === 'client' ? auth.user.sub : undefined;

  useEffect(() => {
    if (!psychologistId || auth.status === 'pending') return;
    setTokenError(undefined);
    const origin = globalThis.location.origin;
    const request = clientId
      ? clientToken({ clientAvailabilityTokenRequest: { origin, psychologistIds: [psychologistId], patientId: clientId } })
      : publicToken({ publicAvailabilityTokenRequest: { origin, psychologistIds: [psychologistId] } });
    request
      .unwrap()
      .then((answer) => setToken(answer.token))
      .catch(setTokenError);
  }, [psychologistId, clientId, auth.status, clientToken, publicToken]);

  const range = timeOfDayRange(timeOfDay ?? {});
  const searchRequest = useMemo(
    () => ({ ...window, timeZone, durationMinutes, slotsPerPsychologist: SLOTS_PER_PSYCHOLOGIST, ...(range && { timeOfDay: range }) }),
    [window, timeZone, durationMinutes, range?.start, range?.end], // the range by value, not by object
  );
  useEffect(() => {
    if (psychologistId || !durationMinutes) return;
    void search({ searchForAvailabilityRequest: searchRequest });
  }, [psychologistId, durationMinutes, searchRequest, search]);

  const one = useGetBookingAvailabilityQuery(
    { token: token ?? '', ...window, timeZone, durationMinutes },
    { skip: !psychologistId || !token, refetchOnMountOrArgChange: true },
  );

  if (psychologistId) {
    return {
      isLoading: !tokenError && (!token || one.isFetching),
      error: tokenError ?? one.error,
      psychologists: (one.data?.psychologists ?? []) as SlotsOfPsychologist[],
      retry: () => (token ? void one.refetch() : setToken(undefined)),
    };
  }
  return {
    isLoading: searched.isLoading || searched.isUninitialized,
    error: searched.error,
    psychologists: (searched.data?.psychologists ?? []) as SlotsOfPsychologist[],
    retry: () => void search({ searchForAvailabilityRequest: searchRequest }),
  };
}

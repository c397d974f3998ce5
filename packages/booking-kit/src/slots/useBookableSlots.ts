import { useEffect, useState } from 'react';
import { useAuth } from '@harbour/platform';
import { useGetBookingAvailabilityQuery, usePreviewPsychologistAvailabilityQuery, type AvailableSlot } from '@harbour/sdk/availability';
import { availabilityTokens } from './availability-tokens';
import { bookingWindow } from './booking-window';

export interface BookableSlotsRequest {
  /** Whose times; undefined waits (nothing is asked). Ignored for `as: 'psychologist'` (their own). */
  psychologistId?: string;
  /** The viewer's zone: the labels are on this clock. Optional for a psychologist (their profile's zone). */
  timeZone?: string;
  durationMinutes?: number;
  /** How far ahead to offer times (the psychologist's preview has its own two weeks). */
  daysAhead?: number;
  /** A psychologist reads their own preview; anyone else asks booking with an availability token. */
  as?: 'visitor' | 'psychologist';
  /** False waits without asking (e.g. until the session being moved has loaded). */
  enabled?: boolean;
}

export interface BookableSlots {
  slots: AvailableSlot[];
  /** The psychologist's own zone, from the booking answer (undefined for a preview). */
  psychologistTimeZone?: string;
  isLoading: boolean;
  error?: unknown;
  retry(): void;
}

/**
 * One psychologist's bookable starts from the slot engine, labelled in the viewer's zone. A
 * visitor asks booking through an availability token: a signed-in client's own token (it also
 * covers their psychologist when closed to new clients), else a public one. A psychologist reads
 * their own preview (the times clients are offered).
 */
export function useBookableSlots({ psychologistId, timeZone, durationMinutes, daysAhead = 14, as = 'visitor', enabled = true }: BookableSlotsRequest): BookableSlots {
  const auth = useAuth();
  const [window] = useState(() => bookingWindow(daysAhead, Date.now()));
  const [clientToken] = availabilityTokens.useCreateClientAvailabilityTokenMutation();
  const [publicToken] = availabilityTokens.useCreatePublicAvailabilityTokenMutation();
  const [token, setToken] = useState<string>();
  const [tokenError, setTokenError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  const visitor = as === 'visitor' && enabled && Boolean(psychologistId);
  const clientId = auth.status === 'authenticated' && auth.user.userType === 'client' ? auth.user.sub : undefined;

  useEffect(() => {
    if (!visitor || !psychologistId || auth.status === 'pending') return;
    setTokenError(undefined);
    setToken(undefined);
    const origin = globalThis.location.origin;
    const request = clientId
      ? clientToken({ clientAvailabilityTokenRequest: { origin, psychologistIds: [psychologistId], patientId: clientId } })
      : publicToken({ publicAvailabilityTokenRequest: { origin, psychologistIds: [psychologistId] } });
    request
      .unwrap()
      .then((answer) => setToken(answer.token))
      .catch(setTokenError);
  }, [visitor, psychologistId, clientId, auth.status, clientToken, publicToken, attempt]);

  // The times are asked once the session length is known (the token meanwhile): asked before it,
  // they would be asked again with it, whichever answer came first.
  const lengthKnown = durationMinutes !== undefined;
  const booking = useGetBookingAvailabilityQuery(
    { token: token ?? '', ...window, timeZone: timeZone ?? '', durationMinutes },
    { skip: !visitor || !token || !lengthKnown, refetchOnMountOrArgChange: true },
  );
  const preview = usePreviewPsychologistAvailabilityQuery(
    { durationMinutes, ...(timeZone && { timeZone }) },
    { skip: as !== 'psychologist' || !enabled, refetchOnMountOrArgChange: true },
  );

  if (as === 'psychologist') {
    return {
      slots: preview.data?.slots ?? [],
      isLoading: !enabled || (!preview.data && !preview.error),
      error: preview.error,
      retry: () => void preview.refetch(),
    };
  }
  const mine = booking.data?.psychologists.find((p) => p.psychologistId === psychologistId);
  return {
    slots: mine?.slots ?? [],
    psychologistTimeZone: mine?.timeZone,
    isLoading: !tokenError && (!token || !lengthKnown || booking.isFetching),
    error: tokenError ?? booking.error,
    // A refused token (or none yet) is asked for again; a failed answer is asked again with the same token.
    retry: () => (tokenError || !token ? setAttempt((n) => n + 1) : void booking.refetch()),
  };
}

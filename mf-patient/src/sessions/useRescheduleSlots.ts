import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '@harbour/platform';
import { useCreateClientAvailabilityTokenMutation, useGetBookingAvailabilityQuery, type AvailableSlot } from '@harbour/sdk/sessions';

const DAYS_AHEAD = 28;

/**
 * The psychologist's bookable starts for the next four weeks in the client's zone, from the slot
 * engine (the same availability token and rules as booking; a client's own token also covers their
 * psychologist when closed to new clients). Pattern copied from mf-booking's useSlots.
 */
export function useRescheduleSlots(psychologistId: string | undefined, timeZone: string, durationMinutes: number | undefined) {
  const auth = useAuth();
  const clientId = auth.status === 'authenticated' ? auth.user.sub : undefined;
  const [createToken] = useCreateClientAvailabilityTokenMutation();
  const [token, setToken] = useState<string>();
  const [tokenError, setTokenError] = useState<unknown>();
  const window = useMemo(() => {
    const from = new Date();
    return { from: from.toISOString(), to: new Date(from.getTime() + DAYS_AHEAD * 86_400_000).toISOString() };
  }, []);

  useEffect(() => {
    if (!psychologistId || !clientId || token) return;
    createToken({ clientAvailabilityTokenRequest: { origin: globalThis.location.origin, psychologistIds: [psychologistId], patientId: clientId } })
      .unwrap()
      .then((answer) => setToken(answer.token))
      .catch(setTokenError);
  }, [psychologistId, clientId, token, createToken]);

  const slots = useGetBookingAvailabilityQuery({ token: token ?? '', ...window, timeZone, durationMinutes }, { skip: !token, refetchOnMountOrArgChange: true });
  return {
    isLoading: !tokenError && (!token || slots.isFetching),
    error: tokenError ?? slots.error,
    slots: (slots.data?.psychologists.find((p) => p.psychologistId === psychologistId)?.slots ?? []) as AvailableSlot[],
    retry: () => (token ? void slots.refetch() : (setTokenError(undefined), setToken(undefined))),
  };
}

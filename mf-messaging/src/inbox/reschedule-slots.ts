import { useEffect, useMemo, useState } from 'react';
import { browserTimeZone } from '@harbour/ui';
import {
  type AvailableSlot,
  type SessionDetails,
  useCreateClientAvailabilityTokenMutation,
  useGetBookingAvailabilityQuery,
  usePreviewPsychologistAvailabilityQuery,
} from '@harbour/sdk/sessions';

/** How far ahead the modal offers new times (the psychologist's preview covers the same two weeks). */
const LOOK_AHEAD_DAYS = 14;

export interface RescheduleSlots {
  slots: AvailableSlot[];
  loading: boolean;
  error?: unknown;
  refetch(): void;
}

/**
 * The times the session can move to, labelled in the viewer's zone. A client asks booking with an
 * availability token for the session's psychologist; a psychologist reads their own preview.
 */
export function useRescheduleSlots(session: SessionDetails | undefined, userType: 'client' | 'psychologist', viewerId: string): RescheduleSlots {
  const timeZone = useMemo(browserTimeZone, []);
  const [window] = useState(() => {
    const from = new Date();
    return { from: from.toISOString(), to: new Date(from.getTime() + LOOK_AHEAD_DAYS * 86_400_000).toISOString() };
  });
  const isClient = userType === 'client';
  const [issueToken, token] = useCreateClientAvailabilityTokenMutation();
  const psychologistId = session?.psychologist.id;
  useEffect(() => {
    if (isClient && psychologistId)
      void issueToken({ clientAvailabilityTokenRequest: { origin: globalThis.location.origin, psychologistIds: [psychologistId], patientId: viewerId } });
  }, [isClient, psychologistId, viewerId, issueToken]);

  const durationMinutes = session?.durationMinutes;
  const booking = useGetBookingAvailabilityQuery(
    { token: token.data?.token ?? '', ...window, timeZone, durationMinutes },
    { skip: !isClient || !token.data, refetchOnMountOrArgChange: true },
  );
  const preview = usePreviewPsychologistAvailabilityQuery({ durationMinutes, timeZone }, { skip: isClient || !session, refetchOnMountOrArgChange: true });

  if (isClient) {
    const slots = booking.data?.psychologists.find((p) => p.psychologistId === psychologistId)?.slots ?? [];
    return { slots, loading: !session || token.isLoading || (!token.error && !booking.data && !booking.error), error: token.error ?? booking.error, refetch: () => void booking.refetch() };
  }
  return { slots: preview.data?.slots ?? [], loading: !session || (!preview.data && !preview.error), error: preview.error, refetch: () => void preview.refetch() };
}

import { useGetSessionDurationTypesQuery, useGetTherapyTypesQuery } from '@harbour/sdk/reference-data';
import type { BookingChoice } from './booking-params';
import { browserTimeZone } from '@harbour/ui';

/**
 * The choice with its defaults filled in from the taxonomies (first therapy type by sort order,
 * the standard consultation) and this browser's zone — so a directory's "Book" link, which names
 * only the psychologist, still leads to a full choice.
 */
export function useSessionOptions(choice: BookingChoice) {
  const therapyTypes = useGetTherapyTypesQuery();
  const durations = useGetSessionDurationTypesQuery();
  const firstType = [...(therapyTypes.data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder)[0];
  const standard = durations.data?.find((d) => d.title === 'Standard Consultation') ?? durations.data?.[0];
  const sessionDurationTypeId = choice.sessionDurationTypeId ?? (standard ? String(standard.sessionDurationTypeId) : undefined);
  const duration = durations.data?.find((d) => String(d.sessionDurationTypeId) === sessionDurationTypeId);
  const therapyTypeId = choice.therapyTypeId ?? (firstType ? String(firstType.therapyTypeId) : undefined);
  return {
    isLoading: therapyTypes.isLoading || durations.isLoading,
    error: therapyTypes.error ?? durations.error,
    therapyTypeId,
    sessionDurationTypeId,
    durationMinutes: duration?.value,
    therapyTypeName: therapyTypes.data?.find((t) => String(t.therapyTypeId) === therapyTypeId)?.name,
    timezoneId: choice.timezoneId ?? browserTimeZone(),
  };
}

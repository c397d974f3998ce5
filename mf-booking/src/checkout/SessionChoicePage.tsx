import { useEffect, type FormEvent } from 'react';
import { useNavigate } from '@harbour/router';
import { useGetSessionDurationTypesQuery, useGetTherapyTypesQuery, useGetTimezonesQuery } from '@harbour/sdk/reference-data';
import { browserTimeZone, Button, Loading } from '@harbour/ui';
import { bookingQuery, useBookingChoice } from './booking-params';
import { CheckoutSteps } from './CheckoutSteps';
import { Step } from './ui';

/** Spec §9: therapy types sorted standard, under-16, couples. */
const byOrder = <T extends { sortOrder: number }>(a: T, b: T) => a.sortOrder - b.sortOrder;

/** Step 1, /book: who the session is for, how long, and the time zone to see times in. */
export function SessionChoicePage() {
  const navigate = useNavigate();
  const { choice, update } = useBookingChoice();
  const therapyTypes = useGetTherapyTypesQuery();
  const durations = useGetSessionDurationTypesQuery();
  const timezones = useGetTimezonesQuery();
  const loading = therapyTypes.isLoading || durations.isLoading || timezones.isLoading;
  const failed = therapyTypes.error || durations.error || timezones.error;

  const sortedTypes = [...(therapyTypes.data ?? [])].sort(byOrder);
  // Defaults come from the data: the first therapy type, the standard consultation, this browser's zone.
  const defaults = {
    therapyTypeId: String(sortedTypes[0]?.therapyTypeId ?? ''),
    sessionDurationTypeId: String(
      (durations.data?.find((d) => d.title === 'Standard Consultation') ?? durations.data?.[0])?.sessionDurationTypeId ?? '',
    ),
    timezoneId: browserTimeZone(),
  };
  const value = {
    therapyTypeId: choice.therapyTypeId ?? defaults.therapyTypeId,
    sessionDurationTypeId: choice.sessionDurationTypeId ?? defaults.sessionDurationTypeId,
    timezoneId: choice.timezoneId ?? defaults.timezoneId,
  };
  const zones = timezones.data ?? [];
  const zoneListed = zones.some((zone) => zone.timezoneId === value.timezoneId);

  useEffect(() => {
    document.title = 'Book a session | Harbour';
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/book/availability${bookingQuery({ ...choice, ...value, startsAt: undefined, reservationId: undefined })}`);
  };

  return (
    <Step>
      <CheckoutSteps current={1} />
      <h1>Book a session</h1>
      <p>Choose the kind of session you would like. You only pay after your session.</p>
      {loading && <Loading label="Loading session options" />}
      {failed && <p role="alert">Session options could not be loaded. Please try reloading the page.</p>}
      {!loading && !failed && (
        <form onSubmit={submit} style={{ display: 'grid', gap: '1rem' }}>
          <fieldset>
            <legend>Who is the session for?</legend>
            {sortedTypes.map((type) => (
              <label className="radio" key={type.therapyTypeId}>
                <input
                  type="radio"
                  name="therapyTypeId"
                  value={type.therapyTypeId}
                  checked={value.therapyTypeId === String(type.therapyTypeId)}
                  onChange={() => update({ therapyTypeId: String(type.therapyTypeId) })}
                />
                {type.name}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>Session length</legend>
            {durations.data?.map((duration) => (
              <label className="radio" key={duration.sessionDurationTypeId}>
                <input
                  type="radio"
                  name="sessionDurationTypeId"
                  value={duration.sessionDurationTypeId}
                  checked={value.sessionDurationTypeId === String(duration.sessionDurationTypeId)}
                  onChange={() => update({ sessionDurationTypeId: String(duration.sessionDurationTypeId) })}
                />
                {duration.value} minutes{duration.title ? ` (${duration.title})` : ''}
              </label>
            ))}
          </fieldset>
          <label className="field">
            Your time zone
            <select value={value.timezoneId} onChange={(event) => update({ timezoneId: event.target.value })}>
              {!zoneListed && <option value={value.timezoneId}>{value.timezoneId}</option>}
              {zones.map((zone) => (
                <option key={zone.timezoneId} value={zone.timezoneId}>
                  {zone.name}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" fullWidth>
            See available times
          </Button>
        </form>
      )}
    </Step>
  );
}

import { errorMessageOf } from '@harbour/sdk';
import { type AvailableSlot, usePreviewPsychologistAvailabilityQuery } from '@harbour/sdk/availability';
import { Loading, LoadError } from '@harbour/ui';
import styled from 'styled-components';

const Days = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.75rem;
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
  }
  li li {
    border: 1px solid #6b6b6b;
    border-radius: 4px;
    padding: 0.125rem 0.5rem;
  }
`;

function byDay(slots: AvailableSlot[]): [string, AvailableSlot[]][] {
  const days = new Map<string, AvailableSlot[]>();
  for (const slot of slots) days.set(slot.dateLabel, [...(days.get(slot.dateLabel) ?? []), slot]);
  return [...days];
}

/** The next two weeks' bookable starts as clients are offered them (from the API, after the last save). */
export function AvailabilityPreviewList() {
  const preview = usePreviewPsychologistAvailabilityQuery({});
  if (preview.error) return <LoadError what="your bookable times" message={errorMessageOf(preview.error)} onRetry={() => void preview.refetch()} />;
  if (!preview.data) return <Loading label="Loading your bookable times" />;
  const { slots, durationMinutes } = preview.data;
  if (slots.length === 0) return <p>No bookable times in the next two weeks. Add weekly hours and save to open times.</p>;
  return (
    <>
      <p>
        {slots.length} times for a {durationMinutes}-minute session, in your time zone ({slots[0].zoneAbbreviation}).
      </p>
      <Days>
        {byDay(slots).map(([day, daySlots]) => (
          <li key={day}>
            <h3>{day}</h3>
            <ul aria-label={`Times on ${day}`}>
              {daySlots.map((slot) => (
                <li key={slot.startsAt}>{slot.displayTimeLabel}</li>
              ))}
            </ul>
          </li>
        ))}
      </Days>
    </>
  );
}

import styled from 'styled-components';
import { Button, VisuallyHidden } from '@harbour/ui';
import { newKey, WEEKDAYS, type RangeForm } from './availabilityForm';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem 0.75rem;
  label {
    display: grid;
    gap: 0.25rem;
    font-weight: 600;
  }
  input,
  select {
    font: inherit;
    min-height: 44px;
    padding: 0.25rem 0.5rem;
  }
`;

export const Fieldset = styled.fieldset`
  border: 1px solid #6b6b6b;
  border-radius: 6px;
  padding: 0.75rem 1rem 1rem;
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  legend {
    font-weight: 700;
    padding-inline: 0.25rem;
  }
`;

/** Weekly hours: per weekday, any number of ranges on the psychologist's clock; add and remove by keyboard or touch. */
export function WeeklyHoursEditor({ weekly, onChange }: { weekly: RangeForm[][]; onChange: (weekly: RangeForm[][]) => void }) {
  const setDay = (day: number, ranges: RangeForm[]) => onChange(weekly.map((existing, index) => (index === day ? ranges : existing)));
  return (
    <>
      {WEEKDAYS.map((weekday, day) => (
        <Fieldset key={weekday}>
          <legend>{weekday}</legend>
          {weekly[day].length === 0 && <p style={{ margin: 0 }}>Not working</p>}
          {weekly[day].map((range, index) => (
            <Row key={range.key}>
              <label>
                From
                <input
                  type="time"
                  aria-label={`${weekday} range ${index + 1} from`}
                  value={range.start}
                  onChange={(event) => setDay(day, weekly[day].map((r) => (r.key === range.key ? { ...r, start: event.target.value } : r)))}
                />
              </label>
              <label>
                To
                <input
                  type="time"
                  aria-label={`${weekday} range ${index + 1} to`}
                  value={range.end === '24:00' ? '23:59' : range.end}
                  onChange={(event) => setDay(day, weekly[day].map((r) => (r.key === range.key ? { ...r, end: event.target.value } : r)))}
                />
              </label>
              <Button type="button" variant="secondary" onClick={() => setDay(day, weekly[day].filter((r) => r.key !== range.key))}>
                Remove<VisuallyHidden> {weekday} range {index + 1}</VisuallyHidden>
              </Button>
            </Row>
          ))}
          <div>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                const last = weekly[day][weekly[day].length - 1];
                const next = last ? { start: last.end < '22:00' ? last.end : '09:00', end: last.end < '22:00' ? '23:00' : '17:00' } : { start: '09:00', end: '17:00' };
                setDay(day, [...weekly[day], { key: newKey(), ...next }]);
              }}
            >
              Add hours<VisuallyHidden> on {weekday}</VisuallyHidden>
            </Button>
          </div>
        </Fieldset>
      ))}
    </>
  );
}

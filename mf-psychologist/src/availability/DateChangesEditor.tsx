import { Button, VisuallyHidden } from '@harbour/ui';
import { newKey, type OverrideForm } from './availabilityForm';
import { Fieldset, Row } from './WeeklyHoursEditor';

/** Dates off and changed hours on a date (the API's date overrides), on the psychologist's clock. */
export function DateChangesEditor({ overrides, onChange }: { overrides: OverrideForm[]; onChange: (overrides: OverrideForm[]) => void }) {
  const update = (key: string, change: Partial<OverrideForm>) => onChange(overrides.map((o) => (o.key === key ? { ...o, ...change } : o)));
  return (
    <Fieldset>
      <legend>Dates off and changed hours</legend>
      {overrides.length === 0 && <p style={{ margin: 0 }}>No dates changed: your weekly hours apply every week.</p>}
      {overrides.map((override, index) => (
        <Row key={override.key}>
          <label>
            Date
            <input type="date" aria-label={`Date change ${index + 1} date`} value={override.date} onChange={(event) => update(override.key, { date: event.target.value })} />
          </label>
          <label style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: 44 }}>
            <input type="checkbox" checked={override.notWorking} onChange={(event) => update(override.key, { notWorking: event.target.checked })} />
            Not working<VisuallyHidden> on date change {index + 1}</VisuallyHidden>
          </label>
          {!override.notWorking && (
            <>
              <label>
                From
                <input type="time" aria-label={`Date change ${index + 1} from`} value={override.start} onChange={(event) => update(override.key, { start: event.target.value })} />
              </label>
              <label>
                To
                <input type="time" aria-label={`Date change ${index + 1} to`} value={override.end} onChange={(event) => update(override.key, { end: event.target.value })} />
              </label>
            </>
          )}
          <Button type="button" variant="secondary" onClick={() => onChange(overrides.filter((o) => o.key !== override.key))}>
            Remove<VisuallyHidden> date change {index + 1}</VisuallyHidden>
          </Button>
        </Row>
      ))}
      <div>
        <Button type="button" variant="secondary" onClick={() => onChange([...overrides, { key: newKey(), date: '', notWorking: true, start: '09:00', end: '17:00' }])}>
          Add a date
        </Button>
      </div>
    </Fieldset>
  );
}

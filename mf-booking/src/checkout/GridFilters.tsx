import type { PsychologistGender, TimeOfDay } from '@harbour/sdk/directory';
import { useGetSpecialisationsQuery } from '@harbour/sdk/reference-data';
import { Button } from '@harbour/ui';
import { GENDERS, TIMES_OF_DAY, type GridFilters as Filters } from './time-grid';

/** Narrow the times across psychologists: by what they work with, their gender, the time of day (what the API filters on). */
export function GridFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const specialisations = useGetSpecialisationsQuery();
  const any = filters.specialisationId !== undefined || filters.gender !== undefined || filters.timeOfDay !== undefined;
  return (
    <fieldset>
      <legend>Narrow the times</legend>
      <label className="field">
        Works with
        <select
          value={filters.specialisationId ?? ''}
          onChange={(event) => onChange({ ...filters, specialisationId: event.target.value ? Number(event.target.value) : undefined })}
          disabled={specialisations.isLoading}
        >
          <option value="">Anything</option>
          {[...(specialisations.data ?? [])]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((s) => (
              <option key={s.specialisationId} value={s.specialisationId}>
                {s.name}
              </option>
            ))}
        </select>
      </label>
      <label className="field">
        Psychologist’s gender
        <select value={filters.gender ?? ''} onChange={(event) => onChange({ ...filters, gender: (event.target.value || undefined) as PsychologistGender | undefined })}>
          <option value="">Any</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        Time of day (your time)
        <select value={filters.timeOfDay ?? ''} onChange={(event) => onChange({ ...filters, timeOfDay: (event.target.value || undefined) as TimeOfDay | undefined })}>
          <option value="">Any time</option>
          {(Object.entries(TIMES_OF_DAY) as [TimeOfDay, { label: string }][]).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {any && (
        <Button type="button" variant="link" onClick={() => onChange({})}>
          Show all times
        </Button>
      )}
    </fieldset>
  );
}

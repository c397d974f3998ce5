import { memo, useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  useGetNextAvailableOptionsQuery,
  useGetPsychSearchLanguagesQuery,
  useGetSpecialisationsQuery,
  useGetTherapyTypesQuery,
} from '@harbour/sdk/reference-data';
import { Button, rgb } from '@harbour/ui';
import { activeFilterKeys, FUNDING_OPTIONS, GENDERS, PSYCHOLOGIST_TYPES, REGIONS, SORTS, TIMES_OF_DAY, type DirectoryFilters } from './filters';

const Panel = styled.details`
  margin-block: 1rem;
  border: 1px solid ${({ theme }) => theme.tones.primary[200]};
  border-radius: 12px;
  padding: 0.75rem 1rem;
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-top: 0.75rem;
  @media (min-width: 768px) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const FieldBox = styled.div`
  display: grid;
  gap: 0.25rem;
  font-weight: 600;
  select,
  input[type='search'] {
    min-height: 44px;
    padding: 0.4rem 0.6rem;
    font: inherit;
    font-weight: 400;
    border: 1px solid ${({ theme }) => rgb(theme.colours.body)};
    border-radius: 8px;
    background: ${({ theme }) => rgb(theme.colours.white)};
    color: inherit;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const SearchForm = styled.form`
  display: flex;
  gap: 0.5rem;
  align-items: end;
  flex-wrap: wrap;
  label {
    flex: 1 1 14rem;
  }
`;

export type FilterField = keyof DirectoryFilters;

/** A select with its own label element (a label wrapped round a select would take in the options' text). */
function SelectField({ label, value, onChange, children }: { label: string; value: string | number; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </FieldBox>
  );
}

export interface FilterPanelProps {
  filters: DirectoryFilters;
  onChange: (change: Partial<DirectoryFilters>) => void;
  /** Filters the page sets itself (a topic, a city, a partner) and does not offer. */
  hidden?: readonly FilterField[];
  /** Replaces the funding filter with one checkbox (partners with a workers-comp filter). */
  workersCompOnly?: boolean;
}

const num = (value: string) => (value ? Number(value) : undefined);
const str = <T extends string>(value: string) => (value ? (value as T) : undefined);

/**
 * Free text, then every filter; the panel is folded on phones and open on wider screens. Memoised:
 * the directory re-renders on each answer it gets, and the panel's options need not be made again.
 */
export const FilterPanel = memo(function FilterPanel({ filters, onChange, hidden = [], workersCompOnly }: FilterPanelProps) {
  const specialisations = useGetSpecialisationsQuery();
  const languages = useGetPsychSearchLanguagesQuery();
  const therapyTypes = useGetTherapyTypesQuery();
  const within = useGetNextAvailableOptionsQuery();
  const [text, setText] = useState(filters.q ?? '');
  const [open] = useState(() => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches);
  const shows = (field: FilterField) => !hidden.includes(field);
  const active = activeFilterKeys(filters).filter((key) => key !== 'q' && shows(key)).length;

  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || undefined });
  };

  return (
    <>
      {shows('q') && (
        <SearchForm role="search" onSubmit={search}>
          <FieldBox as="label">
            Search by name or concern
            <input type="search" name="q" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} placeholder="e.g. anxiety, grief, Mandarin" />
          </FieldBox>
          <Button type="submit">Search</Button>
        </SearchForm>
      )}
      <Panel open={open}>
        <summary>Filters{active ? ` (${active} on)` : ''}</summary>
        <Grid>
          {shows('concern') && (
            <SelectField label="Concern" value={filters.concern ?? ''} onChange={(v) => onChange({ concern: num(v) })}>
                <option value="">Any concern</option>
                {specialisations.data?.map((s) => (
                  <option key={s.specialisationId} value={s.specialisationId}>
                    {s.name}
                  </option>
                ))}
            </SelectField>
          )}
          {shows('funding') && !workersCompOnly && (
            <SelectField label="Funding" value={filters.funding ?? ''} onChange={(v) => onChange({ funding: str(v) })}>
                <option value="">Any funding</option>
                {FUNDING_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
            </SelectField>
          )}
          {workersCompOnly && (
            <Check>
              <input type="checkbox" checked={filters.funding === 'WorkersComp'} onChange={(e) => onChange({ funding: e.target.checked ? 'WorkersComp' : undefined })} />
              Workers compensation claims
            </Check>
          )}
          {shows('language') && (
            <SelectField label="Language" value={filters.language ?? ''} onChange={(v) => onChange({ language: num(v) })}>
                <option value="">Any language</option>
                {languages.data?.map((l) => (
                  <option key={l.languageId} value={l.languageId}>
                    {l.name}
                  </option>
                ))}
            </SelectField>
          )}
          {shows('clientType') && (
            <SelectField label="Sessions for" value={filters.clientType ?? ''} onChange={(v) => onChange({ clientType: num(v) })}>
                <option value="">Anyone</option>
                {therapyTypes.data?.map((t) => (
                  <option key={t.therapyTypeId} value={t.therapyTypeId}>
                    {t.name}
                  </option>
                ))}
            </SelectField>
          )}
          {shows('type') && (
            <SelectField label="Psychologist type" value={filters.type ?? ''} onChange={(v) => onChange({ type: str(v) })}>
                <option value="">Any type</option>
                {PSYCHOLOGIST_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
            </SelectField>
          )}
          {shows('state') && (
            <SelectField label="State or territory" value={filters.state ?? ''} onChange={(v) => onChange({ state: str(v) })}>
                <option value="">Anywhere</option>
                {REGIONS.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
            </SelectField>
          )}
          {shows('gender') && (
            <SelectField label="Gender" value={filters.gender ?? ''} onChange={(v) => onChange({ gender: str(v) })}>
                <option value="">No preference</option>
                {GENDERS.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
            </SelectField>
          )}
          {shows('within') && (
            <SelectField label="Available" value={filters.within ?? ''} onChange={(v) => onChange({ within: num(v) })}>
                {within.data?.map((o) => (
                  <option key={o.nextAvailableOptionId} value={o.withinDays ?? ''}>
                    {o.name}
                  </option>
                )) ?? <option value="">Any time</option>}
            </SelectField>
          )}
          {shows('time') && (
            <SelectField label="Time of day (your time)" value={filters.time ?? ''} onChange={(v) => onChange({ time: str(v) })}>
                <option value="">Any time of day</option>
                {TIMES_OF_DAY.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
            </SelectField>
          )}
          {shows('newClients') && (
            <Check>
              <input type="checkbox" checked={filters.newClients === true} onChange={(e) => onChange({ newClients: e.target.checked || undefined })} />
              Taking new clients
            </Check>
          )}
          <SelectField label="Sort by" value={filters.sort ?? 'best-match'} onChange={(v) => onChange({ sort: str(v) })}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
          </SelectField>
        </Grid>
      </Panel>
    </>
  );
});

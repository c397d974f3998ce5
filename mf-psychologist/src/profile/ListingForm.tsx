import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { useSaveDirectoryListingMutation, type DirectoryListing } from '@harbour/sdk/directory';
import {
  useGetLanguagesQuery,
  useGetSpecialisationsQuery,
  useGetTherapyTypesQuery,
  useGetTimezonesQuery,
  useGetTreatmentModalitiesQuery,
} from '@harbour/sdk/reference-data';
import { Button, FormAlert } from '@harbour/ui';
import { checkListingForm, FUNDING, GENDERS, PSYCHOLOGIST_TYPES, REGIONS, SESSION_LENGTHS, type ListingForm as Form, type PsychologistGender } from './listing-form';

/** The words the page uses for each field, for the problems the form or the API names. */
export const FIELD_LABELS: Record<string, string> = {
  psychologistType: 'Registration type',
  ahpraNumber: 'AHPRA registration number',
  bio: 'About you',
  qualifications: 'Qualifications',
  specialisationIds: 'Specialisations',
  treatmentModalityIds: 'Treatment approaches',
  languageIds: 'Languages',
  therapyTypeIds: 'Who you see',
  fundingAccepted: 'Funding accepted',
  fees: 'Fees',
  timeZone: 'Time zone',
  state: 'Where you practise',
  gender: 'Gender',
};

const problemLines = (problems: Record<string, string>) =>
  Object.entries(problems)
    .map(([field, message]) => `${FIELD_LABELS[field] ?? field}: ${message}`)
    .join(' ');

/** Ids in a checkbox list: toggles one. */
const toggle = <T,>(ids: T[], id: T, on: boolean) => (on ? [...ids, id] : ids.filter((x) => x !== id));

function Checkboxes<T extends string | number>({ legend, options, value, onChange, problem }: { legend: string; options: { id: T; name: string }[]; value: T[]; onChange: (ids: T[]) => void; problem?: string }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {problem && <p style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>{problem}</p>}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '0.25rem', maxHeight: '14rem', overflowY: 'auto' }}>
        {options.map((o) => (
          <label key={o.id}>
            <input type="checkbox" checked={value.includes(o.id)} onChange={(e) => onChange(toggle(value, o.id, e.target.checked))} /> {o.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Every part of the directory listing the directory shows: registration, about, qualifications,
 * concerns, approaches, languages, client types, funding, fees, clock and place, gender, and
 * whether it is hidden. Checked here first, then by the API; nothing typed is lost on a refusal.
 */
export function ListingForm({ initial, isNew, onSaved }: { initial: Form; isNew: boolean; onSaved: (listing: DirectoryListing) => void }) {
  const specialisations = useGetSpecialisationsQuery();
  const modalities = useGetTreatmentModalitiesQuery();
  const languages = useGetLanguagesQuery();
  const therapyTypes = useGetTherapyTypesQuery();
  const zones = useGetTimezonesQuery();
  const [save, saving] = useSaveDirectoryListingMutation();
  const [form, setForm] = useState<Form>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const id = useId();
  const change = (update: Partial<Form>) => setForm({ ...form, ...update });
  const invalid = (field: string) => (problems[field] ? true : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkListingForm(form);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return setProblem(`Nothing was saved. ${problemLines(checked.problems)}`);
    }
    setProblems({});
    setProblem(undefined);
    try {
      onSaved(await save({ saveDirectoryListingRequest: checked.request }).unwrap());
    } catch (error) {
      const fields = (error as { data?: { fields?: Record<string, string> } })?.data?.fields;
      if (fields) setProblems(fields);
      setProblem(`Nothing was saved. ${fields ? problemLines(fields) : errorMessageOf(error)}`);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Directory listing" style={{ display: 'grid', gap: '1.25rem', maxWidth: '44rem' }}>
      <label>
        Registration type
        <select value={form.psychologistType} onChange={(e) => change({ psychologistType: e.target.value as Form['psychologistType'] })}>
          {PSYCHOLOGIST_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label>
        AHPRA registration number
        <input value={form.ahpraNumber} onChange={(e) => change({ ahpraNumber: e.target.value })} aria-invalid={invalid('ahpraNumber')} autoCapitalize="characters" placeholder="PSY0001234567" />
      </label>
      <label>
        About you
        <textarea value={form.bio} onChange={(e) => change({ bio: e.target.value })} maxLength={4000} rows={8} aria-invalid={invalid('bio')} />
      </label>
      <label>
        Qualifications (one a line)
        <textarea value={form.qualifications} onChange={(e) => change({ qualifications: e.target.value })} rows={3} aria-invalid={invalid('qualifications')} />
      </label>
      <Checkboxes legend="Specialisations" problem={problems.specialisationIds} options={(specialisations.data ?? []).map((s) => ({ id: s.specialisationId, name: s.name }))} value={form.specialisationIds} onChange={(ids) => change({ specialisationIds: ids })} />
      <Checkboxes legend="Treatment approaches" problem={problems.treatmentModalityIds} options={(modalities.data ?? []).map((m) => ({ id: m.treatmentModalityId, name: m.name }))} value={form.treatmentModalityIds} onChange={(ids) => change({ treatmentModalityIds: ids })} />
      <Checkboxes legend="Languages" problem={problems.languageIds} options={(languages.data ?? []).map((l) => ({ id: l.languageId, name: l.name }))} value={form.languageIds} onChange={(ids) => change({ languageIds: ids })} />
      <Checkboxes legend="Who you see" problem={problems.therapyTypeIds} options={(therapyTypes.data ?? []).map((t) => ({ id: t.therapyTypeId, name: t.name }))} value={form.therapyTypeIds} onChange={(ids) => change({ therapyTypeIds: ids })} />
      <Checkboxes legend="Funding accepted" problem={problems.fundingAccepted} options={FUNDING.map(([value, name]) => ({ id: value, name }))} value={form.fundingAccepted} onChange={(ids) => change({ fundingAccepted: ids })} />
      <fieldset>
        <legend>Fees (AUD; leave empty for a length you do not offer)</legend>
        {problems.fees && <p style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>{problems.fees}</p>}
        {SESSION_LENGTHS.map((minutes) => (
          <label key={minutes} style={{ display: 'block' }}>
            {minutes} minutes <input inputMode="decimal" value={form.fees[minutes] ?? ''} onChange={(e) => change({ fees: { ...form.fees, [minutes]: e.target.value } })} />
          </label>
        ))}
      </fieldset>
      <label>
        Time zone
        <select value={form.timeZone} onChange={(e) => change({ timeZone: e.target.value })} aria-invalid={invalid('timeZone')}>
          {!zones.data && <option value={form.timeZone}>{form.timeZone}</option>}
          {zones.data?.map((z) => (
            <option key={z.timezoneId} value={z.timezoneId}>
              {z.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Where you practise
        <select value={form.state} onChange={(e) => change({ state: e.target.value as Form['state'] })} aria-invalid={invalid('state')}>
          {REGIONS.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Gender (optional)
        <select value={form.gender ?? ''} onChange={(e) => change({ gender: (e.target.value || undefined) as PsychologistGender | undefined })}>
          <option value="">Do not show</option>
          {GENDERS.map((g) => (
            <option key={g}>{g}</option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" checked={form.isHidden} onChange={(e) => change({ isHidden: e.target.checked })} aria-describedby={`${id}-hidden`} /> Hide my listing from the directory
      </label>
      <p id={`${id}-hidden`} style={{ margin: 0 }}>
        A hidden listing is kept but clients and GPs cannot find you.
      </p>
      <FormAlert message={problem} />
      <Button type="submit" disabled={saving.isLoading}>
        {isNew ? 'Create my listing' : 'Save listing'}
      </Button>
    </form>
  );
}

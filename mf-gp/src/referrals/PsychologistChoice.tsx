import { useDeferredValue, useState, type KeyboardEvent } from 'react';
import { useListPsychologistsQuery } from '@harbour/sdk/directory';
import { TextField } from '@harbour/ui';
import { ChoiceField } from '../forms/fields';

/** "Let Harbour match": the referral names no psychologist. */
export const MATCH = '';
const PAGE_SIZE = 50;

/** What the list says about itself: loading, failed, or how many of how many it shows. */
export function psychologistListHint({ isLoading, failed, shown, total, searched }: { isLoading: boolean; failed: boolean; shown: number; total: number; searched: boolean }): string {
  if (isLoading) return 'Loading psychologists…';
  if (failed) return 'The list of psychologists could not be loaded; Harbour will match.';
  if (total === 0) return searched ? 'No psychologist matches that search; Harbour can match.' : 'No psychologists are listed yet; Harbour will match.';
  if (total > shown) return `Showing ${shown} of ${total} psychologists: search by name to find another.`;
  return `${total} psychologist${total === 1 ? '' : 's'}.`;
}

/**
 * The psychologist a GP refers to, or "Let Harbour match". The directory answers 50 at a time, so a
 * search by name or concern narrows it; the one already chosen stays in the list while searching.
 */
export function PsychologistChoice({ value, onChange, error }: { value: string; onChange: (psychologistId: string) => void; error?: string }) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const list = useListPsychologistsQuery({ listPsychologistsRequest: { pageSize: PAGE_SIZE, ...(q && { q }) } });
  const [chosenName, setChosenName] = useState<string>();
  const found = (list.data?.psychologists ?? []).map((p) => ({ value: p.psychologistId, label: `${p.firstName} ${p.lastName}` }));
  const keepChosen = value !== MATCH && chosenName && !found.some((o) => o.value === value) ? [{ value, label: chosenName }] : [];
  const choose = (psychologistId: string) => {
    setChosenName(found.find((o) => o.value === psychologistId)?.label ?? (psychologistId === value ? chosenName : undefined));
    onChange(psychologistId);
  };
  // Enter in the search box narrows the list; it must not send the referral.
  const stayInSearch = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  return (
    <>
      <TextField label="Find a psychologist" name="psychologistSearch" type="search" value={search} onChange={setSearch} onKeyDown={stayInSearch} autoComplete="off" hint="Their name, or a concern such as anxiety." />
      <ChoiceField
        label="Psychologist"
        name="psychologistId"
        value={value}
        onChange={choose}
        hint={psychologistListHint({ isLoading: list.isLoading, failed: Boolean(list.error), shown: found.length, total: list.data?.total ?? 0, searched: Boolean(q) })}
        options={[{ value: MATCH, label: 'Let Harbour match' }, ...keepChosen, ...found]}
        error={error}
      />
    </>
  );
}

import { useEffect, useRef } from 'react';
import type { PracticeLocation } from '@harbour/sdk/accounts';
import { Button, TextField } from '@harbour/ui';
import { Fieldset } from '../forms/fields';

/** A location row being edited; `key` keeps React's rows stable when one in the middle is removed. */
export interface LocationRow extends PracticeLocation {
  key: number;
}

interface Props {
  rows: LocationRow[];
  onChange: (rows: LocationRow[]) => void;
  /** The API's field errors, named `otherLocations.{index}.{field}`. */
  errors: Record<string, string>;
}

const fieldName = (index: number, field: keyof PracticeLocation) => `otherLocations.${index}.${field}`;

/**
 * The GP's other practice locations, one row each (Medicare gives a GP a provider number per
 * location). Adding a row moves focus to its first field; removing one moves focus to the add
 * button, so keyboard and screen-reader users are never left on nothing. Nothing is saved until
 * the form is.
 */
export function OtherLocationsFields({ rows, onChange, errors }: Props) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const nextKey = useRef(rows.reduce((max, row) => Math.max(max, row.key), 0) + 1);
  const focusRow = useRef<number | null>(null);

  // After the added row has rendered, its first field takes focus.
  useEffect(() => {
    if (focusRow.current === null) return;
    fieldset.current?.querySelector<HTMLInputElement>(`[name="${fieldName(focusRow.current, 'practiceName')}"]`)?.focus();
    focusRow.current = null;
  }, [rows.length]);

  const update = (index: number, field: keyof PracticeLocation, value: string) => onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const add = () => {
    focusRow.current = rows.length;
    onChange([...rows, { key: nextKey.current++, practiceName: '', providerNumber: '' }]);
  };
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    addButton.current?.focus();
  };

  return (
    <Fieldset ref={fieldset}>
      <legend>Other practice locations</legend>
      <p style={{ margin: 0 }}>If you also work at another practice, add it with the provider number Medicare gave you there. You choose the location when you send a referral.</p>
      {errors.otherLocations && <p role="alert">{errors.otherLocations}</p>}
      {rows.map((row, index) => {
        const name = row.practiceName.trim() || `location ${index + 2}`;
        return (
          <div key={row.key} role="group" aria-label={`Practice location ${index + 2}`} data-testid="other-location" style={{ display: 'grid', gap: '0.75rem' }}>
            <TextField label="Practice name" required name={fieldName(index, 'practiceName')} value={row.practiceName} error={errors[fieldName(index, 'practiceName')]} onChange={(value) => update(index, 'practiceName', value)} />
            <TextField
              label="Provider number"
              required
              name={fieldName(index, 'providerNumber')}
              value={row.providerNumber}
              error={errors[fieldName(index, 'providerNumber')]}
              onChange={(value) => update(index, 'providerNumber', value)}
            />
            <div>
              <Button type="button" variant="secondary" onClick={() => remove(index)}>
                Remove {name}
              </Button>
            </div>
          </div>
        );
      })}
      <div>
        <Button type="button" variant="secondary" ref={addButton} onClick={add}>
          Add a practice location
        </Button>
      </div>
    </Fieldset>
  );
}

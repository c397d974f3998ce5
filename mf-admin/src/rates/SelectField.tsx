import { useId } from 'react';
import { rgb, useHarbourTheme } from '@harbour/ui';

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  error?: string;
}

/** A labelled select shaped like the design system's TextField (label, error tied to it, 44 px tall). */
export function SelectField({ label, name, value, onChange, options, error }: SelectFieldProps) {
  const id = useId();
  const theme = useHarbourTheme();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div style={{ display: 'grid', gap: '0.375rem' }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
        style={{ font: 'inherit', minHeight: 44, padding: '0.5rem 0.75rem', borderRadius: 6, maxWidth: '100%', border: `1px solid ${rgb(theme.colours.body)}` }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} style={{ margin: 0, fontWeight: 600, color: rgb(theme.colours.red) }}>
          {error}
        </p>
      )}
    </div>
  );
}

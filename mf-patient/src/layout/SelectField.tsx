import { useId } from 'react';
import styled from 'styled-components';
import { rgb } from '@harbour/ui';

const ErrorText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => rgb(theme.colours.red)};
`;

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** The empty choice's text ("Not given"); absent makes a choice required. */
  emptyLabel?: string;
  error?: string;
}

/** A labelled select with its error tied to it (the same look as the design system's TextField). */
export function SelectField({ label, name, value, onChange, options, emptyLabel, error }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <label className="field" htmlFor={id}>
      {label}
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </label>
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import { rgb } from '../theme/css';

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
  label {
    font-weight: 600;
  }
`;

const Select = styled.select`
  font: inherit;
  max-width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => rgb(theme.colours.body)};
  border-radius: 6px;
  background: ${({ theme }) => rgb(theme.colours.white)};
  color: ${({ theme }) => rgb(theme.colours.dark)};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.tones.primary[800]};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => rgb(theme.colours.red)};
  }
`;

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
  /** The empty choice's text ("Not given"); without it a choice is required. */
  emptyLabel?: string;
  error?: string;
}

/** A labelled select shaped like TextField: its error is tied to it and marks it invalid; 44 px tall. */
export function SelectField({ label, name, value, onChange, options, emptyLabel, error }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select id={id} name={name} value={value} aria-invalid={error ? true : undefined} aria-describedby={errorId} onChange={(event) => onChange(event.target.value)}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}

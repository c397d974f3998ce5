import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { rgb } from '@harbour/ui';

const Wrap = styled.div`
  display: grid;
  gap: 0.25rem;
  label {
    font-weight: 600;
  }
  select,
  textarea {
    font: inherit;
    padding: 0.5rem;
    border: 1px solid ${({ theme }) => rgb(theme.colours.body)};
    border-radius: 4px;
    max-width: 100%;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => rgb(theme.colours.red)};
  }
  .error {
    color: ${({ theme }) => rgb(theme.colours.red)};
    margin: 0;
  }
  .hint {
    margin: 0;
  }
`;

interface ChoiceProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  error?: string;
  hint?: string;
}

/** A labelled select whose error is announced with it (aria-describedby) and marks it invalid. */
export function ChoiceField({ label, name, value, onChange, options, error, hint }: ChoiceProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      {hint && <p className="hint" id={`${id}-hint`}>{hint}</p>}
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </Wrap>
  );
}

/** A labelled text area with the same error treatment. */
export function LongTextField({ label, name, value, onChange, error, hint, required }: Omit<ChoiceProps, 'options'> & { required?: boolean }) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Wrap>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {hint && <p className="hint" id={`${id}-hint`}>{hint}</p>}
      <textarea id={id} name={name} rows={4} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} aria-required={required || undefined} />
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </Wrap>
  );
}

export const Fields = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 36rem;
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: 1rem;
  border: 1px solid ${({ theme }) => rgb(theme.colours.body)};
  border-radius: 8px;
  padding: 1rem;
  margin: 0;
  min-width: 0;
  legend {
    font-weight: 700;
    padding: 0 0.25rem;
  }
`;

export const Status = ({ children }: { children?: ReactNode }) => <p role="status">{children}</p>;

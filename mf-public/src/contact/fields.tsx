import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { rgb } from '@harbour/ui';

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
  label {
    font-weight: 600;
  }
  textarea,
  select {
    font: inherit;
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => rgb(theme.colours.body)};
    border-radius: 6px;
    background: ${({ theme }) => rgb(theme.colours.white)};
    color: ${({ theme }) => rgb(theme.colours.dark)};
  }
  textarea {
    min-height: 10rem;
    resize: vertical;
  }
  textarea:focus-visible,
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.tones.primary[800]};
    outline-offset: 1px;
  }
  [aria-invalid='true'] {
    border: 2px solid ${({ theme }) => rgb(theme.colours.red)};
  }
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.375rem;
`;

const Marker = styled.span`
  color: ${({ theme }) => rgb(theme.colours.red)};
  font-weight: 700;
`;

const Muted = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => rgb(theme.colours.body)};
`;

const Problem = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => rgb(theme.colours.red)};
`;

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}

function useDescribedBy(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** A required multi-line field in the form kit's style (label, hint and error tied to it). */
export function TextAreaField({ label, name, value, onChange, error, hint, maxLength }: FieldProps & { maxLength?: number }) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <Field>
      <LabelRow>
        <label htmlFor={id}>{label}</label>
        <Marker aria-hidden="true">*</Marker>
      </LabelRow>
      {hint && <Muted id={hintId}>{hint}</Muted>}
      <textarea
        id={id}
        name={name}
        value={value}
        required
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <Problem id={errorId}>{error}</Problem>}
    </Field>
  );
}

/** A required choice with its own label (a wrapping label would take in the options' text). */
export function SelectField({ label, name, value, onChange, error, hint, options, placeholder }: FieldProps & { options: Record<string, string>; placeholder: string }) {
  const { id, hintId, errorId, describedBy } = useDescribedBy(hint, error);
  return (
    <Field>
      <LabelRow>
        <label htmlFor={id}>{label}</label>
        <Marker aria-hidden="true">*</Marker>
      </LabelRow>
      {hint && <Muted id={hintId}>{hint}</Muted>}
      <select
        id={id}
        name={name}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
      {error && <Problem id={errorId}>{error}</Problem>}
    </Field>
  );
}

/** Off-screen, not `display: none` (which simple bots skip): people never see it. */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * The honeypot: a field people never see and screen readers never announce (aria-hidden, out of
 * the tab order, no autofill). Bots that fill every field fill it; the API then answers as if the
 * message was sent and sends nothing.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Trap aria-hidden="true" data-testid="honeypot">
      <label htmlFor={id}>Website (leave empty)</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </Trap>
  );
}

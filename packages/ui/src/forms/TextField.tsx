import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { rgb } from '../theme/css';

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.375rem;
  label {
    font-weight: 600;
  }
`;

const Marker = styled.span`
  color: ${({ theme }) => rgb(theme.colours.red)};
  font-weight: 700;
`;

const Muted = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => rgb(theme.colours.body)};
`;

const Input = styled.input`
  font: inherit;
  width: 100%;
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

export interface TextFieldProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'value' | 'onChange' | 'required' | 'children'> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Help shown under the label, e.g. the password rule. */
  hint?: ReactNode;
  /** What is wrong with the value (ours or the API's), shown beside the field. */
  error?: string;
}

/**
 * A labelled input. The label holds only its text (so its accessible name is exactly the label);
 * the required marker and "optional" sit beside it, the hint and error are tied to the input.
 */
export function TextField({ label, name, value, onChange, required = false, hint, error, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <LabelRow>
        <label htmlFor={id}>{label}</label>
        {required ? <Marker aria-hidden="true">*</Marker> : <Muted>(optional)</Muted>}
      </LabelRow>
      {hint && <Muted id={hintId}>{hint}</Muted>}
      <Input
        type="text"
        {...inputProps}
        id={id}
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}

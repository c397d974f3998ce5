import { useId, useState } from 'react';
import styled from 'styled-components';
import { isValidProviderNumber } from '@harbour/identifiers';
import { Container, rgb } from '@harbour/ui';

const Field = styled.div`
  display: grid;
  gap: 0.25rem;
  max-width: 24rem;
  input {
    font: inherit;
    padding: 0.5rem;
  }
  [role='alert'] {
    color: ${({ theme }) => rgb(theme.colours.red)};
  }
`;

/** GP registration, first step: the provider number is checked as it is typed (domain.md). */
export function GpSignupPage() {
  const id = useId();
  const [providerNumber, setProviderNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = touched && providerNumber !== '' && !isValidProviderNumber(providerNumber);
  return (
    <Container>
      <h1>Register as a GP</h1>
      <p>Send referrals and mental health care plans to Harbour psychologists, and answer their referral requests.</p>
      <Field>
        <label htmlFor={`${id}-provider`}>Medicare provider number</label>
        <input
          id={`${id}-provider`}
          value={providerNumber}
          onChange={(event) => setProviderNumber(event.target.value)}
          onBlur={() => setTouched(true)}
          autoComplete="off"
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        {invalid && (
          <span id={`${id}-error`} role="alert">
            That is not a valid Medicare provider number. Check the 8 characters, e.g. 4024742F.
          </span>
        )}
      </Field>
    </Container>
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { rgb } from '../theme/css';

/** The sign-up field the API checks; the form's value is the version agreed to ('' when not). */
export const TERMS_CONSENT_FIELD = 'acceptedTermsVersion';
export const TERMS_CONSENT_REQUIRED = 'Agree to the terms of use and the privacy policy to create an account.';

const Row = styled.div`
  display: grid;
  gap: 0.375rem;
`;

const Choice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0.1rem 0 0;
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.tones.primary[800]};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => rgb(theme.colours.red)};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => rgb(theme.colours.red)};
`;

export interface TermsConsentFieldProps {
  /** The terms' current version (GET /users/register/terms); the box stays disabled until it is known. */
  version?: string;
  /** The form's value: the version when ticked, '' when not. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * "I agree to the terms of use and the privacy policy": a checkbox whose value is the version of
 * the terms shown, so the sign-up records what was agreed to. The documents open in a new tab, so
 * reading them loses nothing typed in the form.
 */
export function TermsConsentField({ version, value, onChange, error }: TermsConsentFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const newTab = <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
  return (
    <Row>
      <Choice>
        <input
          id={id}
          type="checkbox"
          name={TERMS_CONSENT_FIELD}
          checked={Boolean(version) && value === version}
          disabled={!version}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.checked && version ? version : '')}
        />
        <label htmlFor={id}>
          I agree to the{' '}
          <a href="/terms" target="_blank" rel="noopener">
            terms of use{newTab}
          </a>{' '}
          and the{' '}
          <a href="/privacy" target="_blank" rel="noopener">
            privacy policy{newTab}
          </a>
          .
        </label>
      </Choice>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Row>
  );
}

/** The form's own check before sending: the box must be ticked. */
export const termsConsentProblem = (value: string): string | undefined => (value ? undefined : TERMS_CONSENT_REQUIRED);

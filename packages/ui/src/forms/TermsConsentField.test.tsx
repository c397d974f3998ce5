import { useState, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { createTheme } from '../theme/createTheme';
import { TermsConsentField, termsConsentProblem, TERMS_CONSENT_REQUIRED } from './TermsConsentField';

const renderThemed = (ui: ReactElement) => render(<ThemeProvider theme={createTheme()}>{ui}</ThemeProvider>);

function Harness({ version, onValue }: { version?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TermsConsentField
      version={version}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('TermsConsentField', () => {
  it('ticked by keyboard, its value is the version shown; unticked, nothing', async () => {
    const onValue = jest.fn();
    renderThemed(<Harness version="2026-11-01" onValue={onValue} />);
    const box = screen.getByRole('checkbox', { name: /^I agree to the terms of use \(opens in a new tab\) and the privacy policy \(opens in a new tab\)/ });
    expect(box).toBeRequired();
    const user = userEvent.setup();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onValue).toHaveBeenLastCalledWith('2026-11-01');
    await user.keyboard(' ');
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('links the documents in a new tab', () => {
    renderThemed(<TermsConsentField version="v" value="" onChange={jest.fn()} />);
    expect(screen.getByRole('link', { name: /terms of use/ })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('target', '_blank');
  });

  it('stays disabled until the version is known, and ties the error to the box', () => {
    const { rerender } = renderThemed(<TermsConsentField value="" onChange={jest.fn()} />);
    expect(screen.getByRole('checkbox')).toBeDisabled();
    rerender(
      <ThemeProvider theme={createTheme()}>
        <TermsConsentField version="v" value="" onChange={jest.fn()} error={TERMS_CONSENT_REQUIRED} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox')).toBeEnabled();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(TERMS_CONSENT_REQUIRED);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['', TERMS_CONSENT_REQUIRED],
    ['2026-11-01', undefined],
  ])('termsConsentProblem(%j)', (value, problem) => expect(termsConsentProblem(value)).toBe(problem));
});

import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { createTheme } from '../theme/createTheme';
import { SignupForm, type SignupExtraFields } from './SignupForm';
import { TextField } from './TextField';

const renderThemed = (ui: ReactElement) => render(<ThemeProvider theme={createTheme()}>{ui}</ThemeProvider>);

const practice: SignupExtraFields<{ practiceName: string }> = {
  initial: { practiceName: '' },
  problems: (values) => ({ practiceName: values.practiceName.trim() ? undefined : 'Enter your practice’s name.' }),
  render: ({ values, errors, setValue }) => <TextField label="Practice name" name="practiceName" value={values.practiceName} onChange={(v) => setValue('practiceName', v)} error={errors.practiceName} required />,
};

async function fillIn(user: ReturnType<typeof userEvent.setup>, { postcode = '2000' } = {}) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), '  Ada ');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com ');
  if (postcode) await user.type(screen.getByRole('textbox', { name: /Postcode/ }), postcode);
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery 9');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the terms of use/ }));
}

describe('SignupForm', () => {
  it('sends the person trimmed (blank phone left out), the terms version agreed to, and the kind’s own fields', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(async () => undefined);
    renderThemed(<SignupForm termsVersion="2026-11-01" postcodeRequired={false} extra={practice} onSubmit={onSubmit} submitting={false} />);
    await fillIn(user);
    await user.type(screen.getByRole('textbox', { name: /Practice name/ }), 'Harbour GP');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'correct horse battery 9', acceptedTermsVersion: '2026-11-01', postcode: '2000' },
      { practiceName: 'Harbour GP' },
    );
  });

  it('checks before sending: names each field in error, the kind’s too, focuses the first, sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(async () => undefined);
    renderThemed(<SignupForm termsVersion="2026-11-01" postcodeRequired extra={practice} onSubmit={onSubmit} submitting={false} />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(/Enter your first name\./);
    expect(screen.getByRole('textbox', { name: /Practice name/ })).toHaveAccessibleDescription(/Enter your practice’s name\./);
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: /I agree to the terms of use/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the API’s refusal on its field and in the alert, keeping everything typed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(async () => ({ message: 'Check the fields marked.', fieldErrors: { email: 'An account with this email already exists.' } }));
    renderThemed(<SignupForm termsVersion="2026-11-01" postcodeRequired onSubmit={onSubmit} submitting={false} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the fields marked.');
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAccessibleDescription(/An account with this email already exists\./);
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('  Ada ');
  });
});

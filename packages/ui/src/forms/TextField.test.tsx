import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { createTheme } from '../theme/createTheme';
import { TextField } from './TextField';

const renderThemed = (ui: ReactElement) => render(<ThemeProvider theme={createTheme()}>{ui}</ThemeProvider>);

describe('TextField', () => {
  it('is named by its label alone and marks a required field', () => {
    renderThemed(<TextField label="First name" name="firstName" value="" onChange={jest.fn()} required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('name', 'firstName');
    expect(screen.queryByText('(optional)')).not.toBeInTheDocument();
  });

  it('says "optional", ties hint and error to the input and reports edits', async () => {
    const onChange = jest.fn();
    renderThemed(<TextField label="Postcode" name="postcode" value="" onChange={onChange} hint="Your practice's postcode." error="Enter a 4-digit postcode." />);
    const input = screen.getByLabelText('Postcode');
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription("Your practice's postcode. Enter a 4-digit postcode.");
    await userEvent.setup().type(input, '2');
    expect(onChange).toHaveBeenCalledWith('2');
  });
});

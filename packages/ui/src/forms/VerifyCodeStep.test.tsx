import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea } from '../testing/renderArea';
import { VerifyCodeStep } from './VerifyCodeStep';

const gone = { status: 410, message: 'This registration is already verified.' };
// What an area passes (the SDK's describeError): the design system only reads the description.
const describeError = (error: unknown) => {
  const { status, message } = error as { status: number; message: string };
  return { status, message, fields: {} };
};

describe('VerifyCodeStep', () => {
  it('checks the code before calling verify, then sends it', async () => {
    createTestPlatform();
    const verify = jest.fn(async () => undefined);
    const onVerified = jest.fn();
    renderArea(<VerifyCodeStep headingLevel={1} email="ada@example.com" verify={verify} resend={jest.fn()} describeError={describeError} onVerified={onVerified} />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Enter the 6-digit code from the email.');
    expect(verify).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(verify).toHaveBeenCalledWith('123456');
  });

  it('counts an already verified registration (410) as verified, and offers to start again', async () => {
    createTestPlatform();
    const onVerified = jest.fn();
    renderArea(
      <VerifyCodeStep verify={jest.fn(async () => Promise.reject(gone))} resend={jest.fn()} describeError={describeError} onVerified={onVerified} startAgainTo="/gp/signup" />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/gp/signup');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
  });
});

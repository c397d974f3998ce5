import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, createTestPlatform, renderArea } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const ROUTE = '/gp/verify?registration=reg-42&email=grace%40example.com';

describe('GP email verification', () => {
  it('verifies the code, then offers sign-in back to the GP home', async () => {
    network = stubFetch({ 'POST /api/users/register/gp/reg-42/verify': { status: 200, body: { userId: 'user-7' } } });
    const platform = createTestPlatform();
    renderArea(<App />, { route: ROUTE });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    const code = screen.getByLabelText('Verification code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
    expect(network.calls[0].body).toEqual({ verificationCode: '123456' });
    await user.click(screen.getByRole('button', { name: 'Sign in to your account' }));
    expect(platform.signIn).toHaveBeenCalledWith({ returnTo: '/gp/account' });
  });

  it('shows why a code was refused and keeps it for correction', async () => {
    network = stubFetch({
      'POST /api/users/register/gp/reg-42/verify': {
        status: 422,
        body: { status: 422, title: 'Validation failed', detail: 'That code is not right.', fields: { verificationCode: 'That code is not right.' } },
      },
    });
    createTestPlatform();
    renderArea(<App />, { route: ROUTE });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That code is not right.'));
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Verification code')).toHaveValue('000000');
  });

  it('offers a new code once the minute is up, says so once (no toast), then counts down again; a refusal says why', async () => {
    jest.useFakeTimers();
    try {
      let asked = 0;
      network = stubFetch({
        'POST /api/users/register/gp/reg-42/resend-code': () =>
          ++asked === 1
            ? { status: 204 }
            : { status: 429, body: { status: 429, title: 'Too Many Requests', detail: 'Please wait a minute before asking for another code.' } },
      });
      const platform = createTestPlatform();
      renderArea(<App />, { route: ROUTE });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

      // The first code went with the form: a new one only after a minute.
      expect(screen.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled();
      act(() => jest.advanceTimersByTime(61_000));
      await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
      expect(await screen.findByText('We have sent a new code to grace@example.com.')).toBeInTheDocument();
      expect(platform.toasts.show).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled();

      act(() => jest.advanceTimersByTime(61_000));
      await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please wait a minute before asking for another code.'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('treats an already verified registration as done', async () => {
    network = stubFetch({
      'POST /api/users/register/gp/reg-42/verify': { status: 410, body: { status: 410, title: 'Gone', detail: 'This registration is already verified.' } },
    });
    createTestPlatform();
    renderArea(<App />, { route: ROUTE });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
  });
});

import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ForgotPasswordRequest, ProblemBody, ResetPasswordRequest } from '@harbour/sdk';
import { Button, rgb, rgba } from '@harbour/ui';
import { useShellServices } from '../../shell-context';
import { AuthMessage } from './AuthPanel';

const Form = styled.form`
  text-align: left;
  label {
    display: block;
    font-weight: 600;
    margin: 1rem 0 0.25rem;
  }
  input {
    width: 100%;
    font: inherit;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => rgb(theme.colours.body)};
    border-radius: 6px;
  }
  button {
    margin-top: 1.5rem;
    width: 100%;
  }
`;

const Alert = styled.p`
  background: ${({ theme }) => rgba(theme.colours.red, 0.08)};
  color: ${({ theme }) => rgb(theme.colours.red)};
  padding: 0.75rem;
  border-radius: 6px;
`;

async function post(path: string, body: ForgotPasswordRequest | ResetPasswordRequest): Promise<string | undefined> {
  try {
    const response = await fetch(`/api/identity/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return undefined;
    const problem = (await response.json().catch(() => ({}))) as Partial<ProblemBody>;
    return Object.values(problem.fields ?? {})[0] ?? problem.detail ?? 'An unexpected error occurred';
  } catch {
    return 'Unable to complete request. Please try reloading the page.';
  }
}

/** /auth/forgot-password: a reset code by email, then a new password. */
export function ForgotPasswordPage() {
  const { authService } = useShellServices();
  const ids = useId();
  const [step, setStep] = useState<'email' | 'code' | 'done'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const problem =
      step === 'email'
        ? await post('forgot-password', { email: email.trim() })
        : await post('reset-password', { email: email.trim(), code: code.trim(), newPassword: password });
    setBusy(false);
    setError(problem);
    if (!problem) setStep(step === 'email' ? 'code' : 'done');
  }

  if (step === 'done')
    return (
      <AuthMessage title="Your password has been reset">
        <p>You can now sign in with your new password.</p>
        <Button onClick={() => void authService.signIn({ returnTo: '/', mode: 'redirect' })}>Sign in</Button>
      </AuthMessage>
    );

  return (
    <AuthMessage title="Reset your password">
      <Form onSubmit={(event) => void submit(event)} noValidate>
        {step === 'email' ? (
          <p>Enter the email you signed up with and we will send you a code.</p>
        ) : (
          <p>If {email} has an account, we have sent it a 6-digit code. Enter it with your new password.</p>
        )}
        {error && <Alert role="alert">{error}</Alert>}
        <label htmlFor={`${ids}-email`}>Email</label>
        <input
          id={`${ids}-email`}
          type="email"
          autoComplete="email"
          required
          value={email}
          readOnly={step === 'code'}
          onChange={(event) => setEmail(event.target.value)}
        />
        {step === 'code' && (
          <>
            <label htmlFor={`${ids}-code`}>Code</label>
            <input
              id={`${ids}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <label htmlFor={`${ids}-password`}>New password</label>
            <input
              id={`${ids}-password`}
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </>
        )}
        <Button type="submit" loading={busy}>
          {step === 'email' ? 'Send code' : 'Reset password'}
        </Button>
      </Form>
    </AuthMessage>
  );
}

import { useState, type FormEvent } from 'react';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@harbour/sdk/identity';
import type { ProblemBody } from '@harbour/sdk/users';
import { Button, Form, FormAlert, TextField } from '@harbour/ui';
import { useShellServices } from '../../shell-context';
import { AuthMessage } from './AuthPanel';

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
        <Button onClick={() => void authService.signIn({ mode: 'redirect' })}>Sign in with your new password</Button>
      </AuthMessage>
    );

  return (
    <AuthMessage title="Reset your password">
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <p>
          {step === 'email'
            ? 'Enter the email you signed up with and we will send you a code.'
            : `If ${email} has an account, we have sent it a 6-digit code. Enter it with your new password.`}
        </p>
        <FormAlert message={error} />
        <TextField label="Email" name="email" type="email" autoComplete="email" required value={email} readOnly={step === 'code'} onChange={setEmail} />
        {step === 'code' && (
          <>
            <TextField label="Code" name="code" inputMode="numeric" autoComplete="one-time-code" required value={code} onChange={setCode} />
            <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" required value={password} onChange={setPassword} />
          </>
        )}
        <Button type="submit" loading={busy}>
          {step === 'email' ? 'Send code' : 'Reset password'}
        </Button>
      </Form>
    </AuthMessage>
  );
}

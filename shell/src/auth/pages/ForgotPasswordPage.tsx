import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { Button, Form, FormAlert, TextField } from '@harbour/ui';
import { requestPasswordReset, resetPassword } from '../../calls/shell-calls';
import { useShellServices } from '../../shell-context';
import { AuthMessage } from './AuthPanel';

/** Runs a call; the text to show when it failed (spec §8), else undefined. */
async function problemOf(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    return errorMessageOf(error);
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
        ? await problemOf(requestPasswordReset({ email: email.trim() }))
        : await problemOf(resetPassword({ email: email.trim(), code: code.trim(), newPassword: password }));
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

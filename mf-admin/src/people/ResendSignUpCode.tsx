import { useState } from 'react';
import { errorMessageOf } from '@harbour/sdk';
import { useResendSignUpCodeMutation } from '@harbour/sdk/accounts';
import { Button } from '@harbour/ui';

/** No account at this address: a sign-up may be waiting for its code; send a new one (at most once a minute). */
export function ResendSignUpCode({ email }: { email: string }) {
  const [resend, resending] = useResendSignUpCodeMutation();
  const [status, setStatus] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const onResend = async () => {
    setStatus(undefined);
    setProblem(undefined);
    try {
      await resend({ resendSignUpCodeRequest: { email } }).unwrap();
      setStatus(`A new verification code was emailed to ${email}.`);
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <div>
      <p>If they started signing up but never entered their code, you can email them a new one.</p>
      <Button type="button" loading={resending.isLoading} onClick={() => void onResend()}>
        Resend the verification code
      </Button>
      {problem && <p role="alert">{problem}</p>}
      <p role="status">{status}</p>
    </div>
  );
}

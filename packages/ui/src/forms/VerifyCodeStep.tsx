import { useId, useState, type FormEvent } from 'react';
import { Link } from '@harbour/router';
import type { DescribeError } from './errors';
import { Button } from '../button/Button';
import { FormAlert } from './FormAlert';
import { Form } from './formStyles';
import { useFormState } from './useFormState';
import { useResendCode } from './useResendCode';
import { codeProblem, collectProblems } from './validation';
import { VerificationCodeField } from './VerificationCodeField';
import { VerifyCodeActions } from './VerifyCodeActions';

export interface VerifyCodeStepProps {
  /** Where the code was sent (shown to the user). */
  email?: string;
  /** Sends the code; rejects with a HarbourError. */
  verify: (verificationCode: string) => Promise<unknown>;
  /** Asks for a new code; rejects with a HarbourError (429 when asked again within a minute). */
  resend: () => Promise<unknown>;
  /** Reads verify's and resend's rejections (an area passes the SDK's describeError). */
  describeError: DescribeError;
  onVerified: () => void;
  /** 1 when this is the page's main heading (a page of its own), else 2. */
  headingLevel?: 1 | 2;
  /** Where to register again, for someone who mistyped their email. */
  startAgainTo?: string;
  /** Or, instead of a link: back to the empty form on the same page. */
  onStartAgain?: () => void;
}

/** Step 2 of a registration: "Check your email", the 6-digit code, and "Send a new code". */
export function VerifyCodeStep({ email, verify, resend, describeError, onVerified, headingLevel = 2, startAgainTo, onStartAgain }: VerifyCodeStepProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = useId();
  const { values, setValue, errors, showErrors, formRef } = useFormState({ verificationCode: '' });
  const [alert, setAlert] = useState<string>();
  const [verifying, setVerifying] = useState(false);
  const { status, resending, requestNewCode, secondsLeft } = useResendCode(resend, email, setAlert, (error) => describeError(error).message);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({ verificationCode: codeProblem(values.verificationCode) });
    showErrors(problems);
    if (Object.keys(problems).length) return;
    setAlert(undefined);
    setVerifying(true);
    try {
      await verify(values.verificationCode.replace(/\s/g, ''));
      onVerified();
    } catch (error) {
      // 410: this registration was verified already (another tab, a second click): it is done.
      const { status, fields, message } = describeError(error);
      if (status === 410) return onVerified();
      showErrors(fields);
      setAlert(message);
      setVerifying(false);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Check your email</Heading>
      <p>
        We have sent a 6-digit code to {email ? <strong>{email}</strong> : 'your email address'}. Enter it below to
        finish creating your account.
      </p>
      <Form ref={formRef} noValidate onSubmit={submit}>
        <FormAlert message={alert} />
        <VerificationCodeField
          value={values.verificationCode}
          onChange={(value) => setValue('verificationCode', value)}
          error={errors.verificationCode}
        />
        <VerifyCodeActions verifying={verifying} resending={resending} status={status} onResend={requestNewCode} secondsLeft={secondsLeft} />
      </Form>
      {startAgainTo && !onStartAgain && (
        <p>
          Wrong email address? <Link to={startAgainTo}>Start again</Link>
        </p>
      )}
      {onStartAgain && (
        <p>
          Wrong email address?{' '}
          <Button variant="link" onClick={onStartAgain}>
            Start again
          </Button>
        </p>
      )}
    </section>
  );
}

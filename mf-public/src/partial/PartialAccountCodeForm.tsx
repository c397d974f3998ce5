import { useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useGetSignupTermsQuery } from '@harbour/sdk/accounts';
import {
  Form,
  FormAlert,
  PASSWORD_RULE,
  TermsConsentField,
  TextField,
  VerificationCodeField,
  VerifyCodeActions,
  codeProblem,
  collectProblems,
  passwordProblem,
  termsConsentProblem,
  useFormState,
  useResendCode,
} from '@harbour/ui';

export interface PartialAccountCodeFormProps {
  maskedEmail: string;
  complete: (verificationCode: string, password: string, acceptedTermsVersion: string) => Promise<unknown>;
  sendCode: () => Promise<unknown>;
  onCompleted: () => void;
}

/**
 * The code sent to the masked address, the password the client chooses and their agreement to the
 * terms: someone else started the account, so this is the person's own sign-up.
 */
export function PartialAccountCodeForm({ maskedEmail, complete, sendCode, onCompleted }: PartialAccountCodeFormProps) {
  const { values, setValue, errors, showErrors, formRef } = useFormState({ verificationCode: '', password: '', acceptedTermsVersion: '' });
  const terms = useGetSignupTermsQuery();
  const [alert, setAlert] = useState<string>();
  const [saving, setSaving] = useState(false);
  const { status, resending, requestNewCode, secondsLeft } = useResendCode(sendCode, maskedEmail, setAlert, errorMessageOf);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({
      verificationCode: codeProblem(values.verificationCode),
      password: passwordProblem(values.password),
      acceptedTermsVersion: termsConsentProblem(values.acceptedTermsVersion),
    });
    showErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await complete(values.verificationCode.replace(/\s/g, ''), values.password, values.acceptedTermsVersion);
      onCompleted();
    } catch (error) {
      showErrors(fieldErrorsOf(error));
      setAlert(errorMessageOf(error));
      setSaving(false);
    }
  };

  return (
    <Form ref={formRef} noValidate onSubmit={submit}>
      <p>
        We have sent a 6-digit code to <strong>{maskedEmail}</strong>. Enter it and choose a password.
      </p>
      <FormAlert message={alert} />
      <VerificationCodeField
        value={values.verificationCode}
        onChange={(value) => setValue('verificationCode', value)}
        error={errors.verificationCode}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        value={values.password}
        onChange={(value) => setValue('password', value)}
        error={errors.password}
        required
        autoComplete="new-password"
        hint={PASSWORD_RULE}
      />
      <TermsConsentField version={terms.data?.version} value={values.acceptedTermsVersion} onChange={(value) => setValue('acceptedTermsVersion', value)} error={errors.acceptedTermsVersion} />
      <VerifyCodeActions verifying={saving} resending={resending} status={status} onResend={requestNewCode} secondsLeft={secondsLeft} />
    </Form>
  );
}

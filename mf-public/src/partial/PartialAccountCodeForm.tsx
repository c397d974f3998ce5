import { useState, type FormEvent } from 'react';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { Form, FormAlert, PASSWORD_RULE, TextField, VerificationCodeField, VerifyCodeActions, codeProblem, collectProblems, passwordProblem, useFormState, useResendCode } from '@harbour/ui';

export interface PartialAccountCodeFormProps {
  maskedEmail: string;
  complete: (verificationCode: string, password: string) => Promise<unknown>;
  sendCode: () => Promise<unknown>;
  onCompleted: () => void;
}

/** The code sent to the masked address plus the password the client chooses. */
export function PartialAccountCodeForm({ maskedEmail, complete, sendCode, onCompleted }: PartialAccountCodeFormProps) {
  const { values, setValue, errors, showErrors, formRef } = useFormState({ verificationCode: '', password: '' });
  const [alert, setAlert] = useState<string>();
  const [saving, setSaving] = useState(false);
  const { status, resending, requestNewCode, secondsLeft } = useResendCode(sendCode, maskedEmail, setAlert, errorMessageOf);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({
      verificationCode: codeProblem(values.verificationCode),
      password: passwordProblem(values.password),
    });
    showErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await complete(values.verificationCode.replace(/\s/g, ''), values.password);
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
      <VerifyCodeActions verifying={saving} resending={resending} status={status} onResend={requestNewCode} secondsLeft={secondsLeft} />
    </Form>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '@harbour/ui';
import { errorMessageOf, fieldErrorsOf } from '../forms/api-errors';
import { FormAlert } from '../forms/FormAlert';
import { Form, FormActions } from '../forms/formStyles';
import { TextField } from '../forms/TextField';
import { useFormState } from '../forms/useFormState';
import { PASSWORD_RULE, codeProblem, collectProblems, passwordProblem } from '../forms/validation';
import { useResendCode } from '../verify/useResendCode';

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
  const { status, resending, requestNewCode } = useResendCode(sendCode, maskedEmail, setAlert);

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
      <TextField
        label="Verification code"
        name="verificationCode"
        value={values.verificationCode}
        onChange={(value) => setValue('verificationCode', value)}
        error={errors.verificationCode}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="[0-9]{6}"
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
      <FormActions>
        <Button type="submit" loading={saving}>
          Verify
        </Button>
        <Button variant="secondary" loading={resending} onClick={requestNewCode}>
          Send a new code
        </Button>
      </FormActions>
      <p role="status">{status}</p>
    </Form>
  );
}

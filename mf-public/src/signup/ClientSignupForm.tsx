import { useState, type FormEvent } from 'react';
import { useGetSignupTermsQuery, type Referrer } from '@harbour/sdk/users';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { Button, EMPTY_PERSON_DETAILS, FormAlert, Form, FormActions, PersonDetailsFields, RequiredNote, TextField, useFormState, PASSWORD_RULE, collectProblems, passwordProblem, personDetailsProblems, withoutBlanks, TermsConsentField, termsConsentProblem } from '@harbour/ui';
import { isDigitsOnly, signupFieldProblem } from './signupFieldRules';
import { useRegisterClient } from './useClientRegistration';

export interface ClientSignupFormProps {
  /** The partner whose extra fields (e.g. hcf's member number) the form asks for. */
  referrer?: Referrer;
  /** Sent as referrerId (the partner's id, or a stored one). */
  referrerId?: string;
  onRegistered: (registration: { patientRegistrationId: string; email: string }) => void;
}

const BASE = { ...EMPTY_PERSON_DETAILS, password: '', acceptedTermsVersion: '' };

/** Client registration, with the referrer's extra sign-up fields rendered from its data. */
export function ClientSignupForm({ referrer, referrerId, onRegistered }: ClientSignupFormProps) {
  const extraFields = referrer?.signupFields ?? [];
  const { register, isLoading } = useRegisterClient();
  const terms = useGetSignupTermsQuery();
  const { values, setValue, errors, showErrors, formRef } = useFormState<typeof BASE & Record<string, string>>({
    ...BASE,
    ...Object.fromEntries(extraFields.map((field) => [field.name, ''])),
  });
  const [alert, setAlert] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({
      ...personDetailsProblems(values, { postcodeRequired: true }),
      ...Object.fromEntries(extraFields.map((field) => [field.name, signupFieldProblem(field, values[field.name])])),
      password: passwordProblem(values.password),
      acceptedTermsVersion: termsConsentProblem(values.acceptedTermsVersion),
    });
    showErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    const signupFields = withoutBlanks(Object.fromEntries(extraFields.map((field) => [field.name, values[field.name]])));
    try {
      const registration = await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        acceptedTermsVersion: values.acceptedTermsVersion,
        ...withoutBlanks({ phone: values.phone, postcode: values.postcode }),
        ...(referrerId && { referrerId }),
        ...(Object.keys(signupFields).length > 0 && { signupFields }),
      });
      onRegistered(registration);
    } catch (error) {
      showErrors(fieldErrorsOf(error));
      setAlert(errorMessageOf(error));
    }
  };

  const field = (name: string) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    error: errors[name],
  });

  return (
    <Form ref={formRef} noValidate onSubmit={submit}>
      <RequiredNote>Fields marked * are required.</RequiredNote>
      <FormAlert message={alert} />
      <PersonDetailsFields values={values} errors={errors} onChange={setValue} postcodeRequired />
      {extraFields.map((extra) => (
        <TextField
          key={extra.name}
          label={extra.label}
          {...field(extra.name)}
          required={extra.required}
          maxLength={extra.maxLength}
          pattern={extra.pattern}
          inputMode={isDigitsOnly(extra) ? 'numeric' : undefined}
          autoComplete="off"
        />
      ))}
      <TextField label="Password" {...field('password')} type="password" required autoComplete="new-password" hint={PASSWORD_RULE} />
      <TermsConsentField version={terms.data?.version} value={values.acceptedTermsVersion} onChange={(v) => setValue('acceptedTermsVersion', v)} error={errors.acceptedTermsVersion} />
      <FormActions>
        <Button type="submit" loading={isLoading}>
          Create account
        </Button>
      </FormActions>
    </Form>
  );
}

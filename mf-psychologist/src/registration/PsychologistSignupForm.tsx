import { useState, type FormEvent } from 'react';
import { normaliseProviderNumber, providerNumberProblem } from '@harbour/identifiers';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { Button, EMPTY_PERSON_DETAILS, FormAlert, Form, FormActions, PersonDetailsFields, RequiredNote, TextField, useFormState, PASSWORD_RULE, collectProblems, passwordProblem, personDetailsProblems, withoutBlanks, TermsConsentField, termsConsentProblem } from '@harbour/ui';
import { useGetSignupTermsQuery } from '@harbour/sdk/users';
import { useRegisterPsychologist } from './usePsychologistRegistration';

const EMPTY = { ...EMPTY_PERSON_DETAILS, providerNumber: '', password: '', acceptedTermsVersion: '' };
/** Optional, but when given it must be a real Medicare provider number. */
const PROVIDER_NUMBER_OPTIONAL = { required: false };

export interface PsychologistSignupFormProps {
  onRegistered: (registration: { psychologistRegistrationId: string; email: string }) => void;
}

/** A psychologist's registration; the code sent by email is the next step. */
export function PsychologistSignupForm({ onRegistered }: PsychologistSignupFormProps) {
  const { register, isLoading } = useRegisterPsychologist();
  const terms = useGetSignupTermsQuery();
  const { values, setValue, errors, showErrors, setFieldError, formRef } = useFormState(EMPTY);
  const [alert, setAlert] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({
      ...personDetailsProblems(values, { postcodeRequired: false }),
      providerNumber: providerNumberProblem(values.providerNumber, PROVIDER_NUMBER_OPTIONAL),
      password: passwordProblem(values.password),
      acceptedTermsVersion: termsConsentProblem(values.acceptedTermsVersion),
    });
    showErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    try {
      const registration = await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        acceptedTermsVersion: values.acceptedTermsVersion,
        ...withoutBlanks({ phone: values.phone, postcode: values.postcode }),
        ...(values.providerNumber.trim() && { providerNumber: normaliseProviderNumber(values.providerNumber) }),
      });
      onRegistered(registration);
    } catch (error) {
      showErrors(fieldErrorsOf(error));
      setAlert(errorMessageOf(error));
    }
  };

  return (
    <Form ref={formRef} noValidate onSubmit={submit}>
      <RequiredNote>Fields marked * are required.</RequiredNote>
      <FormAlert message={alert} />
      <PersonDetailsFields values={values} errors={errors} onChange={setValue} postcodeRequired={false} />
      <TextField
        label="Provider number"
        name="providerNumber"
        value={values.providerNumber}
        onChange={(v) => setValue('providerNumber', v)}
        onBlur={() => setFieldError('providerNumber', providerNumberProblem(values.providerNumber, PROVIDER_NUMBER_OPTIONAL))}
        error={errors.providerNumber}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        hint="Your Medicare provider number, if you have one: 8 characters, e.g. 4024742F."
      />
      <TextField label="Password" name="password" type="password" value={values.password} onChange={(v) => setValue('password', v)} error={errors.password} required autoComplete="new-password" hint={PASSWORD_RULE} />
      <TermsConsentField version={terms.data?.version} value={values.acceptedTermsVersion} onChange={(v) => setValue('acceptedTermsVersion', v)} error={errors.acceptedTermsVersion} />
      <FormActions>
        <Button type="submit" loading={isLoading}>
          Create account
        </Button>
      </FormActions>
    </Form>
  );
}

import { useState, type FormEvent } from 'react';
import { normaliseProviderNumber, providerNumberProblem } from '@harbour/identifiers';
import { usePlatform } from '@harbour/platform';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { Button, EMPTY_PERSON_DETAILS, FormAlert, Form, FormActions, PersonDetailsFields, RequiredNote, TextField, useFormState, PASSWORD_RULE, collectProblems, passwordProblem, personDetailsProblems, withoutBlanks, TermsConsentField, termsConsentProblem } from '@harbour/ui';
import { useGetSignupTermsQuery } from '@harbour/sdk/users';
import { useRegisterGp } from './useGpRegistration';

const EMPTY = { ...EMPTY_PERSON_DETAILS, practiceName: '', providerNumber: '', password: '', acceptedTermsVersion: '' };

/** GP registration: on success the verify page takes over (/gp/verify?registration=…&email=…). */
export function GpSignupForm() {
  const platform = usePlatform();
  const { register, isLoading } = useRegisterGp();
  const terms = useGetSignupTermsQuery();
  const { values, setValue, errors, showErrors, formRef } = useFormState(EMPTY);
  const [alert, setAlert] = useState<string>();
  // The provider number is checked as it is typed once the field has been left (domain.md).
  const [providerTouched, setProviderTouched] = useState(false);
  const liveProviderProblem = providerTouched ? providerNumberProblem(values.providerNumber, { required: false }) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({
      ...personDetailsProblems(values, { postcodeRequired: false }),
      providerNumber: providerNumberProblem(values.providerNumber, { required: true }),
      password: passwordProblem(values.password),
      acceptedTermsVersion: termsConsentProblem(values.acceptedTermsVersion),
    });
    showErrors(problems);
    setProviderTouched(true);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    try {
      const registration = await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        acceptedTermsVersion: values.acceptedTermsVersion,
        providerNumber: normaliseProviderNumber(values.providerNumber),
        ...withoutBlanks({ phone: values.phone, postcode: values.postcode, practiceName: values.practiceName }),
      });
      const query = new URLSearchParams({ registration: registration.gpRegistrationId, email: registration.email });
      platform.navigate(`/gp/verify?${query}`);
    } catch (error) {
      showErrors(fieldErrorsOf(error));
      setAlert(errorMessageOf(error));
    }
  };

  return (
    <Form ref={formRef} noValidate onSubmit={submit}>
      <RequiredNote>Fields marked * are required.</RequiredNote>
      <FormAlert message={alert} />
      <PersonDetailsFields values={values} errors={errors} onChange={setValue} postcodeRequired={false} postcodeHint="Your practice's postcode." />
      <TextField label="Practice name" name="practiceName" value={values.practiceName} onChange={(v) => setValue('practiceName', v)} error={errors.practiceName} autoComplete="organization" />
      <TextField
        label="Provider number"
        name="providerNumber"
        value={values.providerNumber}
        onChange={(v) => setValue('providerNumber', v)}
        onBlur={() => setProviderTouched(true)}
        error={errors.providerNumber ?? liveProviderProblem}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        hint="Your Medicare provider number for this practice: 8 characters, e.g. 4024742F."
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

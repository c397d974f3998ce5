import { useState, type FormEvent } from 'react';
import { isValidProviderNumber, normaliseProviderNumber } from '@harbour/identifiers';
import { usePlatform } from '@harbour/platform';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { Button, FormAlert, Form, FormActions, RequiredNote, TextField, useFormState, PASSWORD_RULE, collectProblems, emailProblem, passwordProblem, phoneProblem, postcodeProblem, requiredProblem, withoutBlanks } from '@harbour/ui';
import { useRegisterGp } from './useGpRegistration';

const INVALID_PROVIDER_NUMBER = 'That is not a valid Medicare provider number. Check the 8 characters, e.g. 4024742F.';

function providerNumberProblem(value: string): string | undefined {
  if (!value.trim()) return 'Enter your Medicare provider number.';
  return isValidProviderNumber(value) ? undefined : INVALID_PROVIDER_NUMBER;
}

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  postcode: '',
  practiceName: '',
  providerNumber: '',
  password: '',
};

/** GP registration: on success the verify page takes over (/gp/verify?registration=…&email=…). */
export function GpSignupForm() {
  const platform = usePlatform();
  const { register, isLoading } = useRegisterGp();
  const { values, setValue, errors, showErrors, formRef } = useFormState(EMPTY);
  const [alert, setAlert] = useState<string>();
  // The provider number is checked as it is typed once the field has been left (domain.md).
  const [providerTouched, setProviderTouched] = useState(false);
  const liveProviderProblem =
    providerTouched && values.providerNumber.trim() !== '' && !isValidProviderNumber(values.providerNumber)
      ? INVALID_PROVIDER_NUMBER
      : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({
      firstName: requiredProblem(values.firstName, 'Enter your first name.'),
      lastName: requiredProblem(values.lastName, 'Enter your last name.'),
      email: emailProblem(values.email),
      phone: phoneProblem(values.phone),
      postcode: postcodeProblem(values.postcode, false),
      providerNumber: providerNumberProblem(values.providerNumber),
      password: passwordProblem(values.password),
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
      <TextField label="First name" name="firstName" value={values.firstName} onChange={(v) => setValue('firstName', v)} error={errors.firstName} required autoComplete="given-name" />
      <TextField label="Last name" name="lastName" value={values.lastName} onChange={(v) => setValue('lastName', v)} error={errors.lastName} required autoComplete="family-name" />
      <TextField label="Email" name="email" type="email" value={values.email} onChange={(v) => setValue('email', v)} error={errors.email} required autoComplete="email" inputMode="email" />
      <TextField label="Mobile phone" name="phone" type="tel" value={values.phone} onChange={(v) => setValue('phone', v)} error={errors.phone} autoComplete="tel" />
      <TextField label="Practice name" name="practiceName" value={values.practiceName} onChange={(v) => setValue('practiceName', v)} error={errors.practiceName} autoComplete="organization" />
      <TextField label="Postcode" name="postcode" value={values.postcode} onChange={(v) => setValue('postcode', v)} error={errors.postcode} autoComplete="postal-code" inputMode="numeric" maxLength={4} hint="Your practice's postcode." />
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
      <FormActions>
        <Button type="submit" loading={isLoading}>
          Create account
        </Button>
      </FormActions>
    </Form>
  );
}

import { useState, type FormEvent } from 'react';
import { isValidProviderNumber, normaliseProviderNumber } from '@harbour/identifiers';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { Button, FormAlert, Form, FormActions, RequiredNote, TextField, useFormState, PASSWORD_RULE, collectProblems, emailProblem, passwordProblem, phoneProblem, postcodeProblem, requiredProblem, withoutBlanks } from '@harbour/ui';
import { useRegisterPsychologist } from './usePsychologistRegistration';

const INVALID_PROVIDER_NUMBER = 'That is not a valid Medicare provider number. Check the 8 characters, e.g. 4024742F.';

/** Optional, but when given it must be a real Medicare provider number. */
const providerNumberProblem = (value: string) =>
  value.trim() === '' || isValidProviderNumber(value) ? undefined : INVALID_PROVIDER_NUMBER;

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', postcode: '', providerNumber: '', password: '' };

export interface PsychologistSignupFormProps {
  onRegistered: (registration: { psychologistRegistrationId: string; email: string }) => void;
}

/** A psychologist's registration; the code sent by email is the next step. */
export function PsychologistSignupForm({ onRegistered }: PsychologistSignupFormProps) {
  const { register, isLoading } = useRegisterPsychologist();
  const { values, setValue, errors, showErrors, setFieldError, formRef } = useFormState(EMPTY);
  const [alert, setAlert] = useState<string>();

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
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    try {
      const registration = await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
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
      <TextField label="First name" name="firstName" value={values.firstName} onChange={(v) => setValue('firstName', v)} error={errors.firstName} required autoComplete="given-name" />
      <TextField label="Last name" name="lastName" value={values.lastName} onChange={(v) => setValue('lastName', v)} error={errors.lastName} required autoComplete="family-name" />
      <TextField label="Email" name="email" type="email" value={values.email} onChange={(v) => setValue('email', v)} error={errors.email} required autoComplete="email" inputMode="email" />
      <TextField label="Mobile phone" name="phone" type="tel" value={values.phone} onChange={(v) => setValue('phone', v)} error={errors.phone} autoComplete="tel" />
      <TextField label="Postcode" name="postcode" value={values.postcode} onChange={(v) => setValue('postcode', v)} error={errors.postcode} autoComplete="postal-code" inputMode="numeric" maxLength={4} />
      <TextField
        label="Provider number"
        name="providerNumber"
        value={values.providerNumber}
        onChange={(v) => setValue('providerNumber', v)}
        onBlur={() => setFieldError('providerNumber', providerNumberProblem(values.providerNumber))}
        error={errors.providerNumber}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        hint="Your Medicare provider number, if you have one: 8 characters, e.g. 4024742F."
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

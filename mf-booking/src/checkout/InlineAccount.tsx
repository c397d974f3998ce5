import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from '@harbour/router';
import { describeError, errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { usePlatform } from '@harbour/platform';
import { useGetSignupTermsQuery, useRegisterPatientMutation, useResendPatientRegistrationCodeMutation, useVerifyPatientRegistrationMutation } from '@harbour/sdk/users';
import {
  Button,
  collectProblems,
  EMPTY_PERSON_DETAILS,
  FormAlert,
  PASSWORD_RULE,
  passwordProblem,
  PersonDetailsFields,
  personDetailsProblems,
  RequiredNote,
  TextField,
  useFormState,
  VerifyCodeStep,
  withoutBlanks,
  TermsConsentField,
  termsConsentProblem,
} from '@harbour/ui';

/**
 * Sign in or create an account without leaving the checkout. The chosen time stays in the
 * address; the registration's step is added beside it (never replacing it), and sign-in returns
 * to this very address.
 */
export function InlineAccount() {
  const platform = usePlatform();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const [register, registering] = useRegisterPatientMutation();
  const [verify] = useVerifyPatientRegistrationMutation();
  const [resend] = useResendPatientRegistrationCodeMutation();
  const terms = useGetSignupTermsQuery();
  const { values, setValue, errors, showErrors, formRef } = useFormState({ ...EMPTY_PERSON_DETAILS, password: '', acceptedTermsVersion: '' });
  const [alert, setAlert] = useState<string>();

  const registrationId = params.get('registration');
  const verified = params.get('verified') === '1';
  const withStep = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  // Back here after sign-in, without the registration step.
  const returnTo = () => {
    const next = new URLSearchParams(search);
    for (const key of ['registration', 'email', 'verified']) next.delete(key);
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  const signIn = () => void platform.signIn({ returnTo: returnTo() });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = collectProblems({
      ...personDetailsProblems(values, { postcodeRequired: true }),
      password: passwordProblem(values.password),
      acceptedTermsVersion: termsConsentProblem(values.acceptedTermsVersion),
    });
    showErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    try {
      const registration = await register({
        registerPatientRequest: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
          acceptedTermsVersion: values.acceptedTermsVersion,
          ...withoutBlanks({ phone: values.phone, postcode: values.postcode }),
        },
      }).unwrap();
      withStep({ registration: registration.patientRegistrationId, email: registration.email });
    } catch (error) {
      showErrors(fieldErrorsOf(error));
      setAlert(errorMessageOf(error));
    }
  };

  if (registrationId && verified) {
    return (
      <section aria-labelledby="ready-heading">
        <h2 id="ready-heading">Your account is ready</h2>
        <p>Sign in with your new email and password: you come straight back here with your time still chosen.</p>
        <Button fullWidth onClick={signIn}>
          Sign in to continue booking
        </Button>
      </section>
    );
  }
  if (registrationId) {
    return (
      <VerifyCodeStep
        email={params.get('email') ?? undefined}
        verify={(verificationCode) => verify({ patientRegistrationId: registrationId, verifyRegistrationRequest: { verificationCode } }).unwrap()}
        resend={() => resend({ patientRegistrationId: registrationId }).unwrap()}
        describeError={describeError}
        onVerified={() => withStep({ verified: '1' })}
      />
    );
  }
  return (
    <>
      <section aria-labelledby="sign-in-heading">
        <h2 id="sign-in-heading">Already have an account?</h2>
        <Button fullWidth variant="secondary" onClick={signIn}>
          Sign in to book
        </Button>
      </section>
      <section aria-labelledby="sign-up-heading">
        <h2 id="sign-up-heading">New to Harbour? Create your account</h2>
        <form ref={formRef} noValidate onSubmit={submit} style={{ display: 'grid', gap: '0.75rem' }}>
          <RequiredNote>Fields marked * are required.</RequiredNote>
          <FormAlert message={alert} />
          <PersonDetailsFields values={values} errors={errors} onChange={setValue} postcodeRequired />
          <TextField label="Password" name="password" type="password" value={values.password} onChange={(v) => setValue('password', v)} error={errors.password} required autoComplete="new-password" hint={PASSWORD_RULE} />
          <TermsConsentField version={terms.data?.version} value={values.acceptedTermsVersion} onChange={(v) => setValue('acceptedTermsVersion', v)} error={errors.acceptedTermsVersion} />
          <Button type="submit" fullWidth loading={registering.isLoading}>
            Create account
          </Button>
        </form>
      </section>
    </>
  );
}

import { useLocation, useSearchParams } from '@harbour/router';
import { describeError, errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { usePlatform } from '@harbour/platform';
import {
  useGetSignupTermsQuery,
  useRegisterPatientMutation,
  useResendPatientRegistrationCodeMutation,
  useVerifyPatientRegistrationMutation,
} from '@harbour/sdk/accounts';
import { Button, SignupForm, VerifyCodeStep, type SignupPerson } from '@harbour/ui';

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

  const submit = async (person: SignupPerson) => {
    try {
      const registration = await register({ registerPatientRequest: person }).unwrap();
      withStep({ registration: registration.patientRegistrationId, email: registration.email });
    } catch (error) {
      return { message: errorMessageOf(error), fieldErrors: fieldErrorsOf(error) };
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
        <SignupForm inline termsVersion={terms.data?.version} postcodeRequired submitting={registering.isLoading} onSubmit={submit} />
      </section>
    </>
  );
}

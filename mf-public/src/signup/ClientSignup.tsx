import { useLocation, useSearchParams } from 'react-router-dom';
import type { Referrer } from '@harbour/sdk';
import { Container } from '@harbour/ui';
import { ClientSignupForm } from './ClientSignupForm';
import { ClientVerifyStep } from './ClientVerifyStep';

export interface ClientSignupProps {
  referrer?: Referrer;
  referrerId?: string;
}

/**
 * Client sign-up: the form, then the emailed code on the same page. The step lives in the URL
 * (?registration=…&email=…, then &verified=1), so a reload does not lose it.
 */
export function ClientSignup({ referrer, referrerId }: ClientSignupProps) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const registrationId = params.get('registration');

  const showVerifyStep = ({ patientRegistrationId, email }: { patientRegistrationId: string; email: string }) =>
    setParams({ registration: patientRegistrationId, email });
  const markVerified = () => {
    const next = new URLSearchParams(params);
    next.set('verified', '1');
    setParams(next, { replace: true });
  };

  return (
    <Container>
      <h1>Create your account</h1>
      {referrer && <p>You are signing up with {referrer.displayName}.</p>}
      {registrationId ? (
        <ClientVerifyStep
          registrationId={registrationId}
          email={params.get('email') ?? undefined}
          verified={params.get('verified') === '1'}
          onVerified={markVerified}
          startAgainTo={pathname}
        />
      ) : (
        <>
          <p>Book video sessions with a psychologist, message them and track how you are going.</p>
          <ClientSignupForm key={referrer?.id} referrer={referrer} referrerId={referrerId} onRegistered={showVerifyStep} />
        </>
      )}
    </Container>
  );
}

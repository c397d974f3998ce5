import { useLocation } from 'react-router-dom';
import type { Referrer } from '@harbour/sdk/users';
import { Container, useRegistrationStep } from '@harbour/ui';
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
  const { pathname } = useLocation();
  const { registrationId, email, verified, showVerifyStep, markVerified } = useRegistrationStep();

  return (
    <Container>
      <h1>Create your account</h1>
      {referrer && <p>You are signing up with {referrer.displayName}.</p>}
      {registrationId ? (
        <ClientVerifyStep
          registrationId={registrationId}
          email={email}
          verified={verified}
          onVerified={markVerified}
          startAgainTo={pathname}
        />
      ) : (
        <>
          <p>Book video sessions with a psychologist, message them and track how you are going.</p>
          <ClientSignupForm
            key={referrer?.id}
            referrer={referrer}
            referrerId={referrerId}
            onRegistered={(registration) => showVerifyStep(registration.patientRegistrationId, registration.email)}
          />
        </>
      )}
    </Container>
  );
}

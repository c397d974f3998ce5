import type { Referrer } from '@harbour/sdk/reference-data';
import { usePlatform } from '@harbour/platform';
import { Button, Container } from '@harbour/ui';
import { SIGNUP_INTRO } from '../routes';
import { ClientSignupForm } from './ClientSignupForm';
import { ClientVerifyStep } from './ClientVerifyStep';
import { useClientSignupStep } from './useClientSignupStep';

export interface ClientSignupProps {
  referrer?: Referrer;
  referrerId?: string;
}

/**
 * Client sign-up: the form, then the emailed code on the same page, then signed in straight
 * away. The step lives in this tab's sessionStorage (not the address), so a reload keeps it.
 */
export function ClientSignup({ referrer, referrerId }: ClientSignupProps) {
  const { registrationId, email, verified, showVerifyStep, markVerified, startAgain, forget } = useClientSignupStep();
  const platform = usePlatform();

  return (
    <Container>
      <h1>Create your account</h1>
      {referrer && <p>You are signing up with {referrer.displayName}.</p>}
      {registrationId ? (
        <>
          <ClientVerifyStep
            registrationId={registrationId}
            email={email}
            verified={verified}
            onVerified={markVerified}
            onStartAgain={startAgain}
            onDone={forget}
          />
          {!verified && (
            // Said to everyone, so it tells no more than the sign-in page would about who has an account.
            <p>
              Already have a Harbour account with this email? Then we have emailed you there instead of a code.{' '}
              <Button variant="link" onClick={() => void platform.signIn({ returnTo: '/account' })}>
                Sign in
              </Button>{' '}
              or{' '}
              <a href="/auth/forgot-password" onClick={(event) => (event.preventDefault(), platform.navigate('/auth/forgot-password'))}>
                Reset your password
              </a>
            </p>
          )}
        </>
      ) : (
        <>
          <p>{SIGNUP_INTRO}</p>
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

import { Container, useRegistrationStep } from '@harbour/ui';
import { GpVerifyStep } from '../registration/GpVerifyStep';
import { MissingRegistration } from '../registration/MissingRegistration';

/**
 * /gp/verify?registration=…&email=…: the code from the email, then sign in. The state lives in
 * the URL (verified=1 once done), so a reload does not lose it.
 */
export function GpVerifyPage() {
  const { registrationId, email, verified, markVerified } = useRegistrationStep();
  return (
    <Container>
      {registrationId ? (
        <GpVerifyStep registrationId={registrationId} email={email} verified={verified} onVerified={markVerified} />
      ) : (
        <MissingRegistration />
      )}
    </Container>
  );
}

import { useSearchParams } from 'react-router-dom';
import { Container } from '@harbour/ui';
import { GpVerifyStep } from '../registration/GpVerifyStep';
import { MissingRegistration } from '../registration/MissingRegistration';

/**
 * /gp/verify?registration=…&email=…: the code from the email, then sign in. The state lives in
 * the URL (verified=1 once done), so a reload does not lose it.
 */
export function GpVerifyPage() {
  const [params, setParams] = useSearchParams();
  const registrationId = params.get('registration');
  const email = params.get('email') ?? undefined;
  const markVerified = () => {
    const next = new URLSearchParams(params);
    next.set('verified', '1');
    setParams(next, { replace: true });
  };
  return (
    <Container>
      {registrationId ? (
        <GpVerifyStep
          registrationId={registrationId}
          email={email}
          verified={params.get('verified') === '1'}
          onVerified={markVerified}
        />
      ) : (
        <MissingRegistration />
      )}
    </Container>
  );
}

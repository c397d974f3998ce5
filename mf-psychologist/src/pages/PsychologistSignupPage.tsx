import { useSearchParams } from 'react-router-dom';
import { Container } from '@harbour/ui';
import { PsychologistSignupForm } from '../registration/PsychologistSignupForm';
import { PsychologistVerifyStep } from '../registration/PsychologistVerifyStep';
import { WhatYouCanOffer } from '../registration/WhatYouCanOffer';

/**
 * Joining Harbour: the registration form, then the emailed code on the same page. The step lives
 * in the URL (?registration=…&email=…, then &verified=1), so a reload does not lose it.
 */
export function PsychologistSignupPage() {
  const [params, setParams] = useSearchParams();
  const registrationId = params.get('registration');

  const showVerifyStep = ({ psychologistRegistrationId, email }: { psychologistRegistrationId: string; email: string }) =>
    setParams({ registration: psychologistRegistrationId, email });
  const markVerified = () => {
    const next = new URLSearchParams(params);
    next.set('verified', '1');
    setParams(next, { replace: true });
  };

  return (
    <Container>
      <h1>Join Harbour as a psychologist</h1>
      {registrationId ? (
        <PsychologistVerifyStep
          registrationId={registrationId}
          email={params.get('email') ?? undefined}
          verified={params.get('verified') === '1'}
          onVerified={markVerified}
        />
      ) : (
        <>
          <p>Run your practice online: clients, sessions, case notes, invoices and availability in one place.</p>
          <h2>Create your account</h2>
          <PsychologistSignupForm onRegistered={showVerifyStep} />
          <WhatYouCanOffer />
        </>
      )}
    </Container>
  );
}

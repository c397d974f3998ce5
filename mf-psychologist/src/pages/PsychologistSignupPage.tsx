import { Container, useRegistrationStep } from '@harbour/ui';
import { PsychologistSignupForm } from '../registration/PsychologistSignupForm';
import { PsychologistVerifyStep } from '../registration/PsychologistVerifyStep';
import { WhatYouCanOffer } from '../registration/WhatYouCanOffer';

/**
 * Joining Harbour: the registration form, then the emailed code on the same page. The step lives
 * in the URL (?registration=…&email=…, then &verified=1), so a reload does not lose it.
 */
export function PsychologistSignupPage() {
  const { registrationId, email, verified, showVerifyStep, markVerified } = useRegistrationStep();

  return (
    <Container>
      <h1>Join Harbour as a psychologist</h1>
      {registrationId ? (
        <PsychologistVerifyStep
          registrationId={registrationId}
          email={email}
          verified={verified}
          onVerified={markVerified}
        />
      ) : (
        <>
          <p>Run your practice online: clients, sessions, case notes, invoices and availability in one place.</p>
          <h2>Create your account</h2>
          <PsychologistSignupForm
            onRegistered={(registration) => showVerifyStep(registration.psychologistRegistrationId, registration.email)}
          />
          <WhatYouCanOffer />
        </>
      )}
    </Container>
  );
}

import { AccountReadyStep, VerifyCodeStep } from '@harbour/ui';
import { describeError } from '@harbour/sdk';
import { usePsychologistVerification } from './usePsychologistRegistration';

export interface PsychologistVerifyStepProps {
  registrationId: string;
  email?: string;
  verified: boolean;
  onVerified: () => void;
}

/** The code from the email, then "Your account is ready" with the way to sign in. */
export function PsychologistVerifyStep({ registrationId, email, verified, onVerified }: PsychologistVerifyStepProps) {
  const { verify, resend } = usePsychologistVerification(registrationId);
  if (verified) {
    return (
      <AccountReadyStep returnTo="/psychologists/account">
        <p>
          Your email address is confirmed. Sign in to continue: our team approves each psychologist before clients can
          book with you.
        </p>
      </AccountReadyStep>
    );
  }
  return <VerifyCodeStep email={email} verify={verify} resend={resend} describeError={describeError} onVerified={onVerified} startAgainTo="/psychologists/signup" />;
}

import { AccountReadyStep, VerifyCodeStep } from '@harbour/ui';
import { describeError } from '@harbour/sdk';
import { useGpVerification } from './useGpRegistration';

export interface GpVerifyStepProps {
  registrationId: string;
  email?: string;
  verified: boolean;
  onVerified: () => void;
}

/** The code entry, then "Your account is ready" with the way to sign in. */
export function GpVerifyStep({ registrationId, email, verified, onVerified }: GpVerifyStepProps) {
  const { verify, resend } = useGpVerification(registrationId);
  if (verified) {
    return (
      <AccountReadyStep returnTo="/gp/account" headingLevel={1}>
        <p>
          Your email address is confirmed. Sign in to continue: our team approves each GP account before referrals can be
          sent.
        </p>
      </AccountReadyStep>
    );
  }
  return <VerifyCodeStep headingLevel={1} email={email} verify={verify} resend={resend} describeError={describeError} onVerified={onVerified} startAgainTo="/gp/signup" />;
}

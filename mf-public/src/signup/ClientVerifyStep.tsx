import { AccountReadyStep, VerifyCodeStep } from '@harbour/ui';
import { describeError } from '@harbour/sdk';
import { useClientVerification } from './useClientRegistration';

export interface ClientVerifyStepProps {
  registrationId: string;
  email?: string;
  verified: boolean;
  onVerified: () => void;
  /** The sign-up page without the step, for someone who mistyped their email. */
  startAgainTo: string;
}

/** The code from the email, then "Your account is ready" with the way to sign in. */
export function ClientVerifyStep({ registrationId, email, verified, onVerified, startAgainTo }: ClientVerifyStepProps) {
  const { verify, resend } = useClientVerification(registrationId);
  if (verified) return <AccountReadyStep returnTo="/account" />;
  return <VerifyCodeStep email={email} verify={verify} resend={resend} describeError={describeError} onVerified={onVerified} startAgainTo={startAgainTo} />;
}

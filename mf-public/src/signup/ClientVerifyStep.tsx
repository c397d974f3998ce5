import { usePlatform } from '@harbour/platform';
import { AccountReadyStep, VerifyCodeStep } from '@harbour/ui';
import { describeError } from '@harbour/sdk';
import { useClientVerification } from './useClientRegistration';

export interface ClientVerifyStepProps {
  registrationId: string;
  email?: string;
  verified: boolean;
  onVerified: () => void;
  /** Back to the empty form, for someone who mistyped their email. */
  onStartAgain: () => void;
  /** Forgets the step without leaving it (the sign-up is done). */
  onDone: () => void;
}

/** The shell's one-time sign-in page (spec §2): it signs in with the grant and lands on the first-run page. */
export const signInWithGrantPath = (token: string) => `/auth/popup/login?token=${encodeURIComponent(token)}`;

/**
 * The code from the email; once it is accepted the new client is signed in with the one-time
 * grant the API returns (no password typed again). Without a grant (verified in another tab),
 * "Your account is ready" with the way to sign in.
 */
export function ClientVerifyStep({ registrationId, email, verified, onVerified, onStartAgain, onDone }: ClientVerifyStepProps) {
  const platform = usePlatform();
  const { verify, resend } = useClientVerification(registrationId);
  if (verified) return <AccountReadyStep returnTo="/account/welcome" />;
  return (
    <VerifyCodeStep
      email={email}
      verify={async (code) => {
        const { signInToken } = await verify(code);
        if (signInToken) {
          onDone();
          platform.navigate(signInWithGrantPath(signInToken));
          // Leaving the page: keep the form busy until the shell takes over.
          await new Promise(() => undefined);
        }
      }}
      resend={resend}
      describeError={describeError}
      onVerified={onVerified}
      onStartAgain={onStartAgain}
    />
  );
}

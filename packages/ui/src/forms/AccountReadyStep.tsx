import { useId, type ReactNode } from 'react';
import { usePlatform } from '@harbour/platform';
import { Button } from '../button/Button';

export interface AccountReadyStepProps {
  /** Where sign-in brings the user back to, e.g. '/gp/account'. */
  returnTo: string;
  /** 1 when this is the page's main heading (a page of its own), else 2. */
  headingLevel?: 1 | 2;
  /** Replaces the default paragraph under the heading (e.g. what happens before approval). */
  children?: ReactNode;
}

/** The end of a registration: the account exists, the next step is signing in. */
export function AccountReadyStep({ returnTo, headingLevel = 2, children }: AccountReadyStepProps) {
  const platform = usePlatform();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Your account is ready</Heading>
      {children ?? <p>Your email address is confirmed. Sign in with your email and password to continue.</p>}
      <Button onClick={() => void platform.signIn({ returnTo })}>Sign in to your account</Button>
    </section>
  );
}

import { usePlatform } from '@harbour/platform';
import { Button, Container } from '@harbour/ui';
import { GpSignupForm } from '../registration/GpSignupForm';

/** GP registration, first step; the code sent by email is entered on /gp/verify. */
export function GpSignupPage() {
  const platform = usePlatform();
  return (
    <Container>
      <h1>Register as a GP</h1>
      <p>Send referrals and mental health care plans to Harbour psychologists, and answer their referral requests.</p>
      <GpSignupForm />
      <p>
        Already registered?{' '}
        <Button variant="link" onClick={() => void platform.signIn({ returnTo: '/gp/account' })}>
          Sign in
        </Button>
      </p>
    </Container>
  );
}

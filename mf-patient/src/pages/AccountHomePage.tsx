import { useAuth } from '@harbour/platform';
import { Container } from '@harbour/ui';

export function AccountHomePage() {
  const auth = useAuth();
  const firstName = auth.status === 'authenticated' ? auth.user.profile.firstName : undefined;
  return (
    <Container>
      <h1>{firstName ? `Welcome back, ${firstName}` : 'Your account'}</h1>
      <p>Your sessions, payment details and check-ins live here.</p>
    </Container>
  );
}

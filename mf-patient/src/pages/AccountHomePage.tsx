import { useAuth, usePlatform } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPatientProfileQuery } from '@harbour/sdk/users';
import { Button, Container, Loading, LoadError } from '@harbour/ui';

/** /account: the client's home, greeting them from their profile. */
export function AccountHomePage() {
  const auth = useAuth();
  const platform = usePlatform();
  const profile = useGetPatientProfileQuery(undefined, { skip: auth.status !== 'authenticated' });

  if (auth.status === 'unauthenticated') {
    // The shell's guard normally signs people in first; this covers the area running on its own.
    return (
      <Container>
        <h1>Your account</h1>
        <Button onClick={() => void platform.signIn({ returnTo: '/account' })}>Sign in to your account</Button>
      </Container>
    );
  }
  if (profile.error) {
    return (
      <Container>
        <h1>Your account</h1>
        <LoadError what="your profile" message={errorMessageOf(profile.error)} onRetry={() => void profile.refetch()} />
      </Container>
    );
  }
  if (!profile.data) return <Loading label="Loading your account" />;

  return (
    <Container>
      <h1>Welcome back, {profile.data.firstName}</h1>
      <p>Your sessions, payment details and check-ins live here.</p>
    </Container>
  );
}

import { useAuth, usePlatform } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPsychologistProfileQuery } from '@harbour/sdk/users';
import { Button, Container, Loading, LoadError } from '@harbour/ui';
import { TodaysSessions } from '../today/TodaysSessions';

/** /psychologists/account: the practice home, greeting the psychologist from their profile. */
export function PsychologistAccountHomePage() {
  const auth = useAuth();
  const platform = usePlatform();
  const profile = useGetPsychologistProfileQuery(undefined, { skip: auth.status !== 'authenticated' });

  if (auth.status === 'unauthenticated') {
    // The shell's guard normally signs people in first; this covers the area running on its own.
    return (
      <Container>
        <h1>Your practice</h1>
        <Button onClick={() => void platform.signIn({ returnTo: '/psychologists/account' })}>Sign in to your account</Button>
      </Container>
    );
  }
  if (profile.error) {
    return (
      <Container>
        <h1>Your practice</h1>
        <LoadError what="your profile" message={errorMessageOf(profile.error)} onRetry={() => void profile.refetch()} />
      </Container>
    );
  }
  if (!profile.data) return <Loading label="Loading your practice" />;

  return (
    <Container>
      <h1>Welcome back, {profile.data.firstName}</h1>
      <p>Signed in as {profile.data.email}.</p>
      <TodaysSessions />
      <section aria-labelledby="practice-heading">
        <h2 id="practice-heading">Your practice</h2>
        <p>Your clients, sessions, case notes, invoices and availability will appear here.</p>
      </section>
    </Container>
  );
}

import { useAuth, usePlatform } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetGpProfileQuery } from '@harbour/sdk/accounts';
import { Button, Container, Loading, LoadError } from '@harbour/ui';
import { GpHomeCounts } from '../home/GpHomeCounts';

/** /gp/account: the GP's home, greeting them from their profile. */
export function GpAccountHomePage() {
  const auth = useAuth();
  const platform = usePlatform();
  // The shell read the profile at sign-in (the header shows it): the home greets from that answer
  // and reads the profile itself only when the shell could not.
  const fromShell = auth.status === 'authenticated' ? auth.user.profile : undefined;
  const known =
    fromShell?.firstName !== undefined && fromShell.email !== undefined && fromShell.isApproved !== undefined
      ? { firstName: fromShell.firstName, email: fromShell.email, isApproved: fromShell.isApproved }
      : undefined;
  const profile = useGetGpProfileQuery(undefined, { skip: auth.status !== 'authenticated' || known !== undefined });

  if (auth.status === 'unauthenticated') {
    // The shell's guard normally signs people in first; this covers the area running on its own.
    return (
      <Container>
        <h1>Your GP account</h1>
        <Button onClick={() => void platform.signIn({ returnTo: '/gp/account' })}>Sign in to your account</Button>
      </Container>
    );
  }
  if (!known && profile.error) {
    return (
      <Container>
        <h1>Your GP account</h1>
        <LoadError what="your profile" message={errorMessageOf(profile.error)} onRetry={() => void profile.refetch()} />
      </Container>
    );
  }
  const shown = known ?? profile.data;
  if (!shown) return <Loading label="Loading your account" />;

  const { firstName, email, isApproved } = shown;
  return (
    <Container>
      <h1>Welcome back, {firstName}</h1>
      <p>Signed in as {email}.</p>
      {!isApproved && <p>Our team is checking your details; we will email you when your account is approved.</p>}
      <GpHomeCounts />
    </Container>
  );
}

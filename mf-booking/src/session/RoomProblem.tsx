import { Link } from '@harbour/router';
import { ACCOUNT_HOME, useAuth } from '@harbour/platform';
import type { HarbourError } from '@harbour/sdk';
import { Container } from '@harbour/ui';

/** A session page that cannot be shown: not yours (403), not found (404), or the call failed. */
export function RoomProblem({ error }: { error: unknown }) {
  const auth = useAuth();
  const home = auth.status === 'authenticated' ? ACCOUNT_HOME[auth.user.userType] : '/';
  const status = (error as HarbourError | undefined)?.status;
  const [heading, text] =
    status === 403
      ? ['This is not your session', 'Only the client and the psychologist of a session can enter its room. If you were sent this link, check that you are signed in with the right account.']
      : status === 404
        ? ['Session not found', 'We could not find this session. It may have been rebooked: check your sessions for the right link.']
        : ['The session could not be loaded', `${(error as HarbourError | undefined)?.message ?? 'Sorry! There was an error.'} Please reload the page.`];
  return (
    <Container>
      <h1>{heading}</h1>
      <p role="alert">{text}</p>
      <p>
        <Link to={home}>Go to your account</Link>
      </p>
    </Container>
  );
}

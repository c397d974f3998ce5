import { useEffect } from 'react';
import { Link, useNavigate } from '@harbour/router';
import { ACCOUNT_HOME, useAuth } from '@harbour/platform';
import { useGetCurrentSessionQuery } from '@harbour/sdk/sessions';
import { Container, Loading } from '@harbour/ui';
import { RoomProblem } from './RoomProblem';

/** /session/enter and /session/current/enter: takes the signed-in person to their current session's waiting room. */
export function EnterPage() {
  const auth = useAuth();
  const current = useGetCurrentSessionQuery(undefined, { refetchOnMountOrArgChange: true });
  const navigate = useNavigate();
  const sessionId = current.data?.session?.sessionId;
  useEffect(() => {
    if (sessionId) navigate(`/session/${encodeURIComponent(sessionId)}`, { replace: true });
  }, [sessionId, navigate]);

  if (current.error) return <RoomProblem error={current.error} />;
  if (current.isLoading || sessionId) return <Loading label="Finding your session" />;
  const home = auth.status === 'authenticated' ? ACCOUNT_HOME[auth.user.userType] : '/';
  return (
    <Container>
      <h1>No session to join</h1>
      <p>You have no session starting soon. Your sessions are listed in your account.</p>
      <p>
        <Link to={home}>Go to your account</Link>
      </p>
    </Container>
  );
}

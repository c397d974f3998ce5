import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPsychologistSessionsQuery } from '@harbour/sdk/booking';
import { Container, Loading, LoadError } from '@harbour/ui';
import { fullName, when } from './practice-format';
import { SessionsNav } from './SessionsNav';
import { StartNowForm } from './StartNowForm';

/** /psychologists/account/sessions/start: the next session still to happen, with the way into its video room, and starting one now. */
export function StartSessionPage() {
  const sessions = useGetPsychologistSessionsQuery({});
  const next = sessions.data?.sessions.find((s) => s.sessionStatus === 'Pending' && new Date(s.sessionEndDate).getTime() > Date.now());
  return (
    <Container>
      <h1>Start a session</h1>
      <SessionsNav />
      {sessions.error && <LoadError what="your sessions" message={errorMessageOf(sessions.error)} onRetry={() => void sessions.refetch()} />}
      {sessions.isLoading && <Loading label="Loading your sessions" />}
      {sessions.data && !next && <p>You have no upcoming sessions.</p>}
      {next && (
        <p>
          Next: {when(next.sessionStartDate)} with {fullName(next.sessionParticipants.find((p) => p.isLeadParticipant))}.{' '}
          <Link to={`/session/new/${encodeURIComponent(next.sessionId)}`}>Open the video room</Link>
        </p>
      )}
      <StartNowForm />
    </Container>
  );
}

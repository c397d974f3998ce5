import { Link } from '@harbour/router';
import styled from 'styled-components';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPsychologistSessionsQuery, type SessionDetails } from '@harbour/sdk/booking';
import { Container, Loading, LoadError } from '@harbour/ui';
import { fullName, when } from './practice-format';
import { SessionsNav } from './SessionsNav';

export const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  > li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    justify-content: space-between;
    padding: 0.75rem;
    border: 1px solid #6b6b6b;
    border-radius: 6px;
  }
`;

export type SessionsView = 'all' | 'upcoming' | 'past';
const TITLES: Record<SessionsView, string> = { all: 'Sessions', upcoming: 'Upcoming sessions', past: 'Past sessions' };

const clientOf = (s: SessionDetails) => fullName(s.sessionParticipants.find((p) => p.isLeadParticipant));

export function pick(sessions: SessionDetails[], view: SessionsView, now = Date.now()): SessionDetails[] {
  if (view === 'upcoming') return sessions.filter((s) => s.sessionStatus === 'Pending' && new Date(s.sessionEndDate).getTime() > now);
  if (view === 'past') return sessions.filter((s) => !(s.sessionStatus === 'Pending' && new Date(s.sessionEndDate).getTime() > now)).reverse();
  return sessions;
}

/** /psychologists/account/sessions[/upcoming|/past]: the psychologist's sessions. */
export function SessionsPage({ view }: { view: SessionsView }) {
  const sessions = useGetPsychologistSessionsQuery({});
  return (
    <Container>
      <h1>{TITLES[view]}</h1>
      <SessionsNav />
      {sessions.error && <LoadError what="your sessions" message={errorMessageOf(sessions.error)} onRetry={() => void sessions.refetch()} />}
      {sessions.isLoading && <Loading label="Loading your sessions" />}
      {sessions.data && pick(sessions.data.sessions, view).length === 0 && <p>No sessions here yet.</p>}
      {sessions.data && (
        <List aria-label={TITLES[view]}>
          {pick(sessions.data.sessions, view).map((s) => (
            <li key={s.sessionId}>
              <span>
                <Link to={`/psychologists/account/sessions/${encodeURIComponent(s.sessionId)}`}>{when(s.sessionStartDate)}</Link> with {clientOf(s)}
              </span>
              <span>
                {s.durationMinutes} min · {s.sessionType} · {s.sessionStatus}
              </span>
            </li>
          ))}
        </List>
      )}
    </Container>
  );
}

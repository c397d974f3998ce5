import { errorMessageOf } from '@harbour/sdk';
import { useGetPatientSessionsQuery, type SessionDetails } from '@harbour/sdk/booking';
import { formatInZone, LoadError, Loading } from '@harbour/ui';
import { Link, NavLink } from '@harbour/router';
import styled from 'styled-components';
import { ButtonLink, Card, Muted, Page, Row } from '../layout/ui';
import { useClientZone } from '../layout/useClientZone';
import { isJoinable, PAYMENT_LABEL, pastSessions, psychologistName, STATUS_LABEL, upcomingSessions } from './session-time';

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.9rem;
    border-radius: 999px;
    border: 1px solid currentColor;
    text-decoration: none;
    color: inherit;
    font-weight: 600;
  }
  a[aria-current='page'] {
    text-decoration: underline;
    text-decoration-thickness: 3px;
  }
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;

const ItemHeading = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

export type SessionsFilter = 'all' | 'upcoming' | 'past';

const HEADINGS: Record<SessionsFilter, string> = { all: 'Your sessions', upcoming: 'Upcoming sessions', past: 'Past sessions' };
const EMPTY: Record<SessionsFilter, string> = {
  all: 'You have no sessions yet.',
  upcoming: 'You have no sessions booked.',
  past: 'You have no past sessions yet.',
};

function SessionItem({ session, zone }: { session: SessionDetails; zone: string }) {
  const when = formatInZone(session.sessionStartDate, zone);
  return (
    <li>
      <Card>
        <ItemHeading>
          <Link to={`/account/sessions/${session.sessionId}`}>{when}</Link>
        </ItemHeading>
        <Muted>
          {psychologistName(session)} · {STATUS_LABEL[session.sessionStatus]} · {PAYMENT_LABEL[session.paymentStatus]}
        </Muted>
        {isJoinable(session) && (
          <Row>
            <ButtonLink to={`/session/${session.sessionId}`}>Join session</ButtonLink>
          </Row>
        )}
      </Card>
    </li>
  );
}

/** /account/sessions, /upcoming and /past: the client's sessions, each linking to its details. */
export function SessionsPage({ filter }: { filter: SessionsFilter }) {
  const sessions = useGetPatientSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const zone = useClientZone();
  const all = sessions.data?.sessions ?? [];
  const upcoming = upcomingSessions(all);
  const past = pastSessions(all);
  return (
    <Page>
      <h1>{HEADINGS[filter]}</h1>
      <nav aria-label="Which sessions">
        <Tabs>
          <li>
            <NavLink to="/account/sessions" end>
              All
            </NavLink>
          </li>
          <li>
            <NavLink to="/account/sessions/upcoming">Upcoming</NavLink>
          </li>
          <li>
            <NavLink to="/account/sessions/past">Past</NavLink>
          </li>
        </Tabs>
      </nav>
      <p>Times are shown in your time zone ({zone}).</p>
      {sessions.error ? (
        <LoadError what="your sessions" message={errorMessageOf(sessions.error)} onRetry={() => void sessions.refetch()} />
      ) : !sessions.data ? (
        <Loading label="Loading your sessions" />
      ) : (
        <>
          {filter !== 'past' && (
            <section aria-labelledby="upcoming-heading">
              <h2 id="upcoming-heading">Upcoming</h2>
              {upcoming.length === 0 ? (
                <Muted>{EMPTY.upcoming}</Muted>
              ) : (
                <List>
                  {upcoming.map((s) => (
                    <SessionItem key={s.sessionId} session={s} zone={zone} />
                  ))}
                </List>
              )}
            </section>
          )}
          {filter !== 'upcoming' && (
            <section aria-labelledby="past-heading">
              <h2 id="past-heading">Past and cancelled</h2>
              {past.length === 0 ? (
                <Muted>{EMPTY.past}</Muted>
              ) : (
                <List>
                  {past.map((s) => (
                    <SessionItem key={s.sessionId} session={s} zone={zone} />
                  ))}
                </List>
              )}
            </section>
          )}
          {filter === 'all' && all.length === 0 && (
            <Row>
              <ButtonLink to="/book">Book a session</ButtonLink>
            </Row>
          )}
        </>
      )}
    </Page>
  );
}

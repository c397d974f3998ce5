import { useAuth, useInbox, useOpenChat, usePlatform } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPatientProfileQuery } from '@harbour/sdk/accounts';
import { useGetPatientSessionsQuery, type SessionDetails } from '@harbour/sdk/booking';
import { useGetMessagingStatusesQuery, useListConversationsQuery } from '@harbour/sdk/messaging';
import { Button, formatInZone, LoadError, Loading } from '@harbour/ui';
import { lazy, Suspense } from 'react';
import { ButtonLink, Card, Muted, Page, Row, SecondaryLink } from '../layout/ui';
import { useClientZone } from '../layout/useClientZone';
import { isJoinable, pastSessions, psychologistName, upcomingSessions } from '../sessions/session-time';

const EntitlementSummary = lazy(() => import('./EntitlementSummary').then((m) => ({ default: m.EntitlementSummary })));
const LatestCheckIn = lazy(() => import('./LatestCheckIn').then((m) => ({ default: m.LatestCheckIn })));

function NextSession({ sessions, zone }: { sessions: SessionDetails[]; zone: string }) {
  const next = upcomingSessions(sessions)[0];
  if (!next) {
    return (
      <Card aria-labelledby="next-session-heading">
        <h2 id="next-session-heading">Your next session</h2>
        <Muted>You have no sessions booked.</Muted>
        <Row>
          <ButtonLink to="/book">Book a session</ButtonLink>
        </Row>
      </Card>
    );
  }
  return (
    <Card aria-labelledby="next-session-heading">
      <h2 id="next-session-heading">Your next session</h2>
      <p>
        <strong>{formatInZone(next.sessionStartDate, zone)}</strong>
        <br />
        with {psychologistName(next)} · {next.durationMinutes} minutes, by video
      </p>
      <Row>
        {isJoinable(next) && <ButtonLink to={`/session/${next.sessionId}`}>Join session</ButtonLink>}
        <SecondaryLink to={`/account/sessions/${next.sessionId}`} aria-label={`Session details, ${formatInZone(next.sessionStartDate, zone)}`}>
          Details
        </SecondaryLink>
      </Row>
    </Card>
  );
}

/** The psychologist of the client's latest session: who "book again" and "message" go to. */
function latestPsychologist(sessions: SessionDetails[]) {
  const latest = [...pastSessions(sessions), ...upcomingSessions(sessions)].find((s) => s.sessionStatus !== 'Cancelled') ?? sessions[0];
  return latest && { id: latest.psychologist.id, name: psychologistName(latest) };
}

function QuickActions({ sessions }: { sessions: SessionDetails[] }) {
  const openChat = useOpenChat();
  const psychologist = latestPsychologist(sessions);
  const statuses = useGetMessagingStatusesQuery(undefined, { skip: !psychologist });
  const canMessage = Boolean(psychologist && statuses.data?.counterparts.some((c) => c.userId === psychologist.id && c.messagingEnabled));
  return (
    <Card aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading">Quick actions</h2>
      <Row>
        {psychologist ? (
          <ButtonLink to={`/book/availability?psychologistId=${encodeURIComponent(psychologist.id)}`}>Book again with {psychologist.name}</ButtonLink>
        ) : (
          <ButtonLink to="/find-a-psychologist">Find a psychologist</ButtonLink>
        )}
        {canMessage && psychologist && (
          <Button variant="secondary" onClick={() => openChat({ userId: psychologist.id, userType: 'psychologist' })}>
            Message {psychologist.name}
          </Button>
        )}
        <SecondaryLink to="/mental-health-assessment/dass21">Do a DASS-21 check-in</SecondaryLink>
      </Row>
    </Card>
  );
}

function UnreadMessages({ userId }: { userId: string }) {
  const inbox = useInbox();
  const statuses = useGetMessagingStatusesQuery();
  const conversations = useListConversationsQuery({ userId }, { skip: !statuses.data?.messagingVisible });
  if (!statuses.data?.messagingVisible) return null;
  const unread = (conversations.data?.conversations ?? []).reduce(
    (sum, c) => sum + (c.participants.find((p) => p.participantId === c.myParticipantId)?.unreadMessages ?? 0),
    0,
  );
  return (
    <Card aria-labelledby="messages-heading">
      <h2 id="messages-heading">Messages</h2>
      {conversations.error ? (
        <Muted role="alert">We could not load your messages. {errorMessageOf(conversations.error)}</Muted>
      ) : conversations.isLoading ? (
        <Muted>Loading your messages…</Muted>
      ) : (
        <p data-testid="unread-count">{unread === 0 ? 'No unread messages.' : unread === 1 ? '1 unread message.' : `${unread} unread messages.`}</p>
      )}
      <Row>
        <Button variant="secondary" onClick={() => inbox.open()}>
          Open messages
        </Button>
      </Row>
    </Card>
  );
}

/** /account: the client's home. */
export function HomePage() {
  const auth = useAuth();
  const platform = usePlatform();
  const signedIn = auth.status === 'authenticated';
  const profile = useGetPatientProfileQuery(undefined, { skip: !signedIn });
  const sessions = useGetPatientSessionsQuery(undefined, { skip: !signedIn, refetchOnMountOrArgChange: true });
  const zone = useClientZone();

  if (auth.status === 'unauthenticated') {
    // The shell's guard normally signs people in first; this covers the area running on its own.
    return (
      <Page>
        <h1>Your account</h1>
        <Button onClick={() => void platform.signIn({ returnTo: '/account' })}>Sign in to your account</Button>
      </Page>
    );
  }
  if (profile.error) {
    return (
      <Page>
        <h1>Your account</h1>
        <LoadError what="your profile" message={errorMessageOf(profile.error)} onRetry={() => void profile.refetch()} />
      </Page>
    );
  }
  if (!profile.data) return <Loading label="Loading your account" />;

  return (
    <Page>
      <h1>Welcome back, {profile.data.firstName}</h1>
      {sessions.error ? (
        <LoadError what="your sessions" message={errorMessageOf(sessions.error)} onRetry={() => void sessions.refetch()} />
      ) : !sessions.data ? (
        <Loading label="Loading your sessions" />
      ) : (
        <>
          <NextSession sessions={sessions.data.sessions} zone={zone} />
          <QuickActions sessions={sessions.data.sessions} />
        </>
      )}
      {auth.status === 'authenticated' && <UnreadMessages userId={auth.user.sub} />}
      {/* Loaded after the home itself, so the area's first visit does not grow with them. */}
      <Suspense fallback={<Loading label="Loading your Medicare sessions" />}>
        <EntitlementSummary />
      </Suspense>
      <Suspense fallback={<Loading label="Loading your latest check-in" />}>
        <LatestCheckIn />
      </Suspense>
    </Page>
  );
}

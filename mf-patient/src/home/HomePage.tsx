import { useReadStartedWithPage } from '@harbour/area-runtime';
import { useAuth, useInbox, useMessagingReport, useOpenChat, usePlatform } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPatientProfileQuery } from '@harbour/sdk/accounts';
import { bookingApi, useGetPatientSessionsQuery, type SessionDetails } from '@harbour/sdk/booking';
import { dass21Api, useGetDass21ScoresQuery } from '@harbour/sdk/dass21';
import { fundingApi, useGetMedicareEntitlementsQuery } from '@harbour/sdk/funding';
import { useGetClientHomeQuery } from '@harbour/sdk/homes';
import { Button, formatInZone, LoadError, Loading, usePartsTogether } from '@harbour/ui';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { loadHomeCards, type HomeCards } from './home-cards';
import { ButtonLink, Card, Muted, Page, Row, SecondaryLink } from '../layout/ui';
import { useClientZone } from '../layout/useClientZone';
import { isJoinable, pastSessions, psychologistName, upcomingSessions } from '../sessions/session-time';

/** The cards' code (home-cards.ts), or the failure to fetch it, with a retry. */
function useHomeCards() {
  const [cards, setCards] = useState<{ loaded?: HomeCards; failed?: boolean }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadHomeCards().then(
      (loaded) => current && setCards({ loaded }),
      () => current && setCards({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return { ...cards, retry: () => (setCards({}), setAttempt((n) => n + 1)) };
}

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
  const psychologist = latestPsychologist(sessions);
  return (
    <Card aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading">Quick actions</h2>
      <Row>
        {psychologist ? (
          <ButtonLink to={`/book/availability?psychologistId=${encodeURIComponent(psychologist.id)}`}>Book again with {psychologist.name}</ButtonLink>
        ) : (
          <ButtonLink to="/find-a-psychologist">Find a psychologist</ButtonLink>
        )}
        <SecondaryLink to="/mental-health-assessment/dass21">Do a DASS-21 check-in</SecondaryLink>
      </Row>
    </Card>
  );
}

/**
 * The unread count mf-messaging reports (it mounts after the page is shown and reads the
 * conversations once for the header and this card). The card keeps its size while it waits;
 * it goes when messaging does not show for this client, from the foot of the page, so nothing
 * above it moves.
 */
function UnreadMessages({ psychologist }: { psychologist?: { id: string; name: string } }) {
  const inbox = useInbox();
  const openChat = useOpenChat();
  const report = useMessagingReport();
  if (report?.loaded && !report.visible) return null;
  const unread = report?.loaded ? report.count : undefined;
  // Whom the client may message comes from the same report (mf-messaging reads the statuses anyway).
  const canMessage = Boolean(psychologist && report?.messageable?.includes(psychologist.id));
  return (
    <Card aria-labelledby="messages-heading">
      <h2 id="messages-heading">Messages</h2>
      {unread === undefined ? (
        <Muted>Loading your messages…</Muted>
      ) : (
        <p data-testid="unread-count">{unread === 0 ? 'No unread messages.' : unread === 1 ? '1 unread message.' : `${unread} unread messages.`}</p>
      )}
      <Row>
        <Button variant="secondary" onClick={() => inbox.open()}>
          Open messages
        </Button>
        {canMessage && psychologist && (
          <Button variant="secondary" onClick={() => openChat({ userId: psychologist.id, userType: 'psychologist' })}>
            Message {psychologist.name}
          </Button>
        )}
      </Row>
    </Card>
  );
}

/**
 * The home's one read (GET /homes/client, fresh on each visit) fills the caches of the reads the
 * cards make, so each card finds its answer there and asks nothing more. If it fails, the cards ask
 * their own reads, and a card whose read fails says so with Try again. True once the cards may ask.
 */
function useClientHomeRead(signedIn: boolean): boolean {
  const dispatch = useDispatch();
  // Fresh on each visit, except when this visit's read was started with the page's code (App.tsx).
  const fresh = !useReadStartedWithPage('getClientHome');
  const home = useGetClientHomeQuery(undefined, { skip: !signedIn, refetchOnMountOrArgChange: fresh });
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (home.data) {
      dispatch(bookingApi.util.upsertQueryEntries([{ endpointName: 'getPatientSessions', arg: undefined, value: home.data.sessions }]));
      dispatch(fundingApi.util.upsertQueryEntries([{ endpointName: 'getMedicareEntitlements', arg: undefined, value: home.data.entitlements }]));
      dispatch(dass21Api.util.upsertQueryEntries([{ endpointName: 'getDass21Scores', arg: undefined, value: home.data.scores }]));
      setReady(true);
    } else if (home.isError) setReady(true);
  }, [dispatch, home.data, home.isError]);
  return ready;
}

/** /account: the client's home. */
export function HomePage() {
  const auth = useAuth();
  const platform = usePlatform();
  const signedIn = auth.status === 'authenticated';
  // The shell read the profile at sign-in (the header shows it): the home greets from that answer
  // and reads the profile itself only when the shell could not.
  const knownName = signedIn ? auth.user.profile.firstName : undefined;
  const profile = useGetPatientProfileQuery(undefined, { skip: !signedIn || knownName !== undefined });
  const firstName = knownName ?? profile.data?.firstName;
  const ready = useClientHomeRead(signedIn);
  const skip = !signedIn || !ready;
  // Read here (the cards below share these answers) so the page knows when all of it is there.
  const sessions = useGetPatientSessionsQuery(undefined, { skip });
  const entitlements = useGetMedicareEntitlementsQuery(undefined, { skip });
  const scores = useGetDass21ScoresQuery(undefined, { skip });
  const zone = useClientZone();
  // The cards show together (below), and stay: usePartsTogether says why.
  const cardsShown = usePartsTogether([{ isLoading: skip }, sessions, entitlements, scores]);
  // The cards' code comes beside their data (started with the page's chunk), not after it.
  const cards = useHomeCards();

  if (auth.status === 'unauthenticated') {
    // The shell's guard normally signs people in first; this covers the area running on its own.
    return (
      <Page>
        <h1>Your account</h1>
        <Button onClick={() => void platform.signIn({ returnTo: '/account' })}>Sign in to your account</Button>
      </Page>
    );
  }
  if (firstName === undefined && profile.error) {
    return (
      <Page>
        <h1>Your account</h1>
        <LoadError what="your profile" message={errorMessageOf(profile.error)} onRetry={() => void profile.refetch()} />
      </Page>
    );
  }
  if (firstName === undefined) return <Loading label="Loading your account" />;

  // The cards show together, once every read has answered (or failed): shown one by one, each
  // pushed the ones below it down as it grew from its placeholder.
  const { EntitlementSummary, LatestCheckIn } = cards.loaded ?? {};
  return (
    <Page>
      <h1>Welcome back, {firstName}</h1>
      {cards.failed ? (
        <LoadError what="your account" message="Check your connection and try again." onRetry={cards.retry} />
      ) : !cardsShown || !EntitlementSummary || !LatestCheckIn ? (
        <Loading label="Loading your account" />
      ) : (
        <>
          {sessions.error || !sessions.data ? (
            <LoadError what="your sessions" message={errorMessageOf(sessions.error)} onRetry={() => void sessions.refetch()} />
          ) : (
            <>
              <NextSession sessions={sessions.data.sessions} zone={zone} />
              <QuickActions sessions={sessions.data.sessions} />
            </>
          )}
          <EntitlementSummary entitlements={entitlements} />
          <LatestCheckIn scores={scores} />
          <UnreadMessages psychologist={sessions.data && latestPsychologist(sessions.data.sessions)} />
        </>
      )}
    </Page>
  );
}

import { useReadStartedWithPage } from '@harbour/area-runtime';
import { Link } from '@harbour/router';
import { useAuth, useMessagingReport, usePlatform } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPsychologistProfileQuery } from '@harbour/sdk/accounts';
import { useGetPsychologistHomeQuery } from '@harbour/sdk/homes';
import { practiceApi, useGetCaseNotesOverviewQuery, useListFlaggedDass21ResultsQuery } from '@harbour/sdk/practice';
import { referralsApi, useListReferralsToMeQuery } from '@harbour/sdk/referrals';
import { sessionsApi, useGetPsychologistCurrentSessionsQuery, useGetPsychologistStatsQuery } from '@harbour/sdk/sessions';
import { browserTimeZone, Button, Container, Loading, LoadError, VisuallyHidden, usePartsTogether } from '@harbour/ui';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Card, LoadingLine, Rows, dateOnly, dateTime } from '../layout/practiceStyles';
import { TodaysSessions } from '../today/TodaysSessions';
import { NewReferrals } from './NewReferrals';

function NotesToWrite() {
  const overview = useGetCaseNotesOverviewQuery();
  const rows = [...(overview.data?.drafts ?? []), ...(overview.data?.toWrite ?? [])];
  return (
    <Card aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes to write</h2>
      {overview.isLoading && <LoadingLine>Loading notes to write…</LoadingLine>}
      {overview.error && <LoadError what="notes to write" message={errorMessageOf(overview.error)} onRetry={() => void overview.refetch()} />}
      {overview.data && rows.length === 0 && <p>Every finished session has a note.</p>}
      {rows.length > 0 && (
        <Rows>
          {rows.slice(0, 8).map((s) => (
            <li key={s.sessionId}>
              <span>
                {s.patientName} · {dateOnly(s.sessionStartsAt)} {s.status === 'draft' && '· draft'}
              </span>
              <Link to={`/psychologists/account/patient/${encodeURIComponent(s.patientId)}?session=${encodeURIComponent(s.sessionId)}`}>
                {s.status === 'draft' ? 'Finish' : 'Write'} note<VisuallyHidden> for {s.patientName}</VisuallyHidden>
              </Link>
            </li>
          ))}
        </Rows>
      )}
    </Card>
  );
}

/**
 * The unread count mf-messaging reports: it reads the conversation list for the header anyway, and
 * mounts after the page is shown. The paragraph holds one line's place while it waits.
 */
function UnreadMessages() {
  const platform = usePlatform();
  const report = useMessagingReport();
  const known = report?.loaded ? report : undefined;
  const total = known?.count ?? 0;
  const conversations = known?.unreadConversations ?? 0;
  return (
    <Card aria-labelledby="messages-heading">
      <h2 id="messages-heading">Unread messages</h2>
      <p>
        {!known
          ? 'Loading messages…'
          : total === 0
            ? 'No unread messages.'
            : `${total} unread message${total === 1 ? '' : 's'} in ${conversations} conversation${conversations === 1 ? '' : 's'}.`}
      </p>
      <Button variant="secondary" onClick={() => platform.inbox.open()}>
        Open messages
      </Button>
    </Card>
  );
}

function FlaggedResults() {
  const flags = useListFlaggedDass21ResultsQuery();
  return (
    <Card aria-labelledby="flags-heading">
      <h2 id="flags-heading">Flagged DASS-21 results</h2>
      {flags.isLoading && <LoadingLine>Loading DASS-21 flags…</LoadingLine>}
      {flags.error && <LoadError what="DASS-21 flags" message={errorMessageOf(flags.error)} onRetry={() => void flags.refetch()} />}
      {flags.data && flags.data.results.length === 0 && <p>No flagged results in the last 30 days.</p>}
      {flags.data && flags.data.results.length > 0 && (
        <Rows>
          {flags.data.results.map((r) => (
            <li key={r.resultId}>
              <span>
                {r.patientName} · {dateTime(r.takenAt)} · {r.flagDescriptions.join('; ')}
              </span>
              <Link to={`/psychologists/account/patient/${encodeURIComponent(r.patientId)}`}>View {r.patientName}</Link>
            </li>
          ))}
        </Rows>
      )}
    </Card>
  );
}

/**
 * The home's one read (GET /homes/psychologist, fresh on each visit) fills the caches of the reads
 * the sections make, so each finds its answer there and asks nothing more until it polls. If it
 * fails, the sections ask their own reads, each saying so with Try again when its read fails.
 * True once the sections may ask.
 */
function usePracticeHomeRead(skip: boolean): boolean {
  const dispatch = useDispatch();
  const timezoneId = browserTimeZone();
  // Fresh on each visit, except when this visit's read was started with the page's code (App.tsx).
  const fresh = !useReadStartedWithPage('getPsychologistHome');
  const home = useGetPsychologistHomeQuery({ timezoneId }, { skip, refetchOnMountOrArgChange: fresh });
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (home.data) {
      const { today, stats, caseNotes, referrals, flaggedDass21 } = home.data;
      dispatch(
        sessionsApi.util.upsertQueryEntries([
          { endpointName: 'getPsychologistCurrentSessions', arg: { timezoneId }, value: today },
          { endpointName: 'getPsychologistStats', arg: { timezoneId }, value: stats },
        ]),
      );
      dispatch(
        practiceApi.util.upsertQueryEntries([
          { endpointName: 'getCaseNotesOverview', arg: undefined, value: caseNotes },
          { endpointName: 'listFlaggedDass21Results', arg: undefined, value: flaggedDass21 },
        ]),
      );
      dispatch(referralsApi.util.upsertQueryEntries([{ endpointName: 'listReferralsToMe', arg: undefined, value: referrals }]));
      setReady(true);
    } else if (home.isError) setReady(true);
  }, [dispatch, home.data, home.isError, timezoneId]);
  return ready;
}

/**
 * Whether the home's first reads have all answered (or failed), and from then on. The sections wait
 * for them, so they appear at their final size at once: a section that grew after the page was
 * shown (today's list, the notes to write) pushed every section below it down on a slow answer.
 * Each section asks the same reads with the same arguments, so nothing is requested twice. Once
 * shown they stay: a failed read is asked again when its section mounts, and taking the home back
 * to waiting unmounted the section, which asked again when it came back, without end.
 */
function useFirstReadsSettled(signedOut: boolean): boolean {
  const timezoneId = browserTimeZone();
  const skip = signedOut || !usePracticeHomeRead(signedOut);
  const reads = [
    useGetPsychologistCurrentSessionsQuery({ timezoneId }, { skip }),
    useGetPsychologistStatsQuery({ timezoneId }, { skip }),
    useGetCaseNotesOverviewQuery(undefined, { skip }),
    useListReferralsToMeQuery(undefined, { skip }),
    useListFlaggedDass21ResultsQuery(undefined, { skip }),
  ];
  return usePartsTogether([{ isLoading: skip }, ...reads]);
}

/** /psychologists/account: the practice home — today, notes still to write, messages, referrals and DASS-21 flags. */
export function PracticeHomePage() {
  const auth = useAuth();
  const platform = usePlatform();
  const settled = useFirstReadsSettled(auth.status !== 'authenticated');
  // The shell read the profile at sign-in (the header shows it): the home greets from that answer
  // and reads the profile itself only when the shell could not.
  const knownName = auth.status === 'authenticated' ? auth.user.profile.firstName : undefined;
  const profile = useGetPsychologistProfileQuery(undefined, { skip: auth.status !== 'authenticated' || knownName !== undefined });
  const firstName = knownName ?? profile.data?.firstName;

  if (auth.status === 'unauthenticated') {
    return (
      <Container>
        <h1>Your practice</h1>
        <Button onClick={() => void platform.signIn({ returnTo: '/psychologists/account' })}>Sign in to your account</Button>
      </Container>
    );
  }
  if (firstName === undefined && profile.error) {
    return (
      <Container>
        <h1>Your practice</h1>
        <LoadError what="your profile" message={errorMessageOf(profile.error)} onRetry={() => void profile.refetch()} />
      </Container>
    );
  }
  if (firstName === undefined || auth.status !== 'authenticated') return <Loading label="Loading your practice" />;

  return (
    <Container>
      <h1>Welcome back, {firstName}</h1>
      {settled ? (
        <>
          <TodaysSessions />
          <NotesToWrite />
          <UnreadMessages />
          <NewReferrals />
          <FlaggedResults />
        </>
      ) : (
        <Loading label="Loading your practice" />
      )}
    </Container>
  );
}

import { Link } from '@harbour/router';
import { useAuth, usePlatform } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { useGetPsychologistProfileQuery } from '@harbour/sdk/accounts';
import { useListConversationsQuery } from '@harbour/sdk/messaging';
import { useGetCaseNotesOverviewQuery, useListFlaggedDass21ResultsQuery } from '@harbour/sdk/practice';
import { Button, Container, Loading, LoadError, VisuallyHidden } from '@harbour/ui';
import { Card, Rows, dateOnly, dateTime } from '../layout/practiceStyles';
import { TodaysSessions } from '../today/TodaysSessions';
import { NewReferrals } from './NewReferrals';

function NotesToWrite() {
  const overview = useGetCaseNotesOverviewQuery();
  const rows = [...(overview.data?.drafts ?? []), ...(overview.data?.toWrite ?? [])];
  return (
    <Card aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes to write</h2>
      {overview.isLoading && <Loading label="Loading notes to write" />}
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

function UnreadMessages({ userId }: { userId: string }) {
  const platform = usePlatform();
  const list = useListConversationsQuery({ userId });
  const unread = (list.data?.conversations ?? []).flatMap((c) => c.participants.filter((p) => p.participantId === c.myParticipantId && p.unreadMessages > 0).map((p) => ({ c, count: p.unreadMessages })));
  const total = unread.reduce((sum, u) => sum + u.count, 0);
  return (
    <Card aria-labelledby="messages-heading">
      <h2 id="messages-heading">Unread messages</h2>
      {list.isLoading && <Loading label="Loading messages" />}
      {list.error && <LoadError what="messages" message={errorMessageOf(list.error)} onRetry={() => void list.refetch()} />}
      {list.data && <p>{total === 0 ? 'No unread messages.' : `${total} unread message${total === 1 ? '' : 's'} in ${unread.length} conversation${unread.length === 1 ? '' : 's'}.`}</p>}
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
      {flags.isLoading && <Loading label="Loading DASS-21 flags" />}
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

/** /psychologists/account: the practice home — today, notes still to write, messages, referrals and DASS-21 flags. */
export function PracticeHomePage() {
  const auth = useAuth();
  const platform = usePlatform();
  const profile = useGetPsychologistProfileQuery(undefined, { skip: auth.status !== 'authenticated' });

  if (auth.status === 'unauthenticated') {
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
  if (!profile.data || auth.status !== 'authenticated') return <Loading label="Loading your practice" />;

  return (
    <Container>
      <h1>Welcome back, {profile.data.firstName}</h1>
      <TodaysSessions />
      <NotesToWrite />
      <UnreadMessages userId={auth.user.sub} />
      <NewReferrals />
      <FlaggedResults />
    </Container>
  );
}

import { Link } from '@harbour/router';
import { errorMessageOf } from '@harbour/sdk';
import { useGetCaseNotesOverviewQuery, type CaseNoteSessionSummary } from '@harbour/sdk/practice';
import { Container, Loading, LoadError } from '@harbour/ui';
import { Badge, Card, Rows, dateTime } from '../layout/practiceStyles';

const STATUS: Record<CaseNoteSessionSummary['status'], string> = { 'to-write': 'To write', draft: 'Draft', saved: 'Saved', locked: 'Locked' };

function SessionList({ title, id, rows, empty }: { title: string; id: string; rows: CaseNoteSessionSummary[]; empty: string }) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <Rows>
          {rows.map((s) => (
            <li key={`${id}-${s.sessionId}`}>
              <span>
                <Link to={`/psychologists/account/patient/${encodeURIComponent(s.patientId)}?session=${encodeURIComponent(s.sessionId)}`}>
                  {s.patientName}, {dateTime(s.sessionStartsAt)}
                </Link>
              </span>
              <Badge>{STATUS[s.status]}</Badge>
            </li>
          ))}
        </Rows>
      )}
    </Card>
  );
}

/** /psychologists/account/case-notes: sessions still needing a note, drafts in progress, latest notes. */
export function CaseNotesPage() {
  const overview = useGetCaseNotesOverviewQuery();
  return (
    <Container>
      <h1>Case notes</h1>
      {overview.isLoading && <Loading label="Loading case notes" />}
      {overview.error && <LoadError what="your case notes" message={errorMessageOf(overview.error)} onRetry={() => void overview.refetch()} />}
      {overview.data && (
        <>
          <SessionList id="drafts-heading" title="Drafts" rows={overview.data.drafts} empty="No drafts in progress." />
          <SessionList id="to-write-heading" title="Still to write" rows={overview.data.toWrite} empty="Every finished session has a note." />
          <SessionList id="recent-heading" title="Latest notes" rows={overview.data.recent} empty="No notes yet." />
        </>
      )}
    </Container>
  );
}

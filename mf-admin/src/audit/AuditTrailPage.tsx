import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from '@harbour/router';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { practiceApi, useSearchAuditTrailQuery, type SearchAuditTrailApiArg } from '@harbour/sdk/practice';
import { Button, Container, FormAlert, LoadError, Loading, TextField } from '@harbour/ui';
import { actionWords, auditCsv, recordWords, sydneyWhen } from './audit-words';
import { StepUpCancelled } from '../step-up/step-up-words';
import { useStepUp } from '../step-up/useStepUp';
import { downloadText } from '../export/download-text';

// The break-glass read (and the practice module's case-note types) loads after the search form.
const BreakGlassRead = lazy(() => import('./BreakGlassRead').then((m) => ({ default: m.BreakGlassRead })));

type Search = Omit<SearchAuditTrailApiArg, 'page'>;
const EMPTY = { patient: '', actor: '', fromDate: '', toDate: '' };

const withoutBlanks = (form: typeof EMPTY): Search =>
  Object.fromEntries(Object.entries(form).flatMap(([key, value]) => (value.trim() ? [[key, value.trim()]] : []))) as Search;

const cell = { padding: '0.5rem', borderBottom: '1px solid currentColor', textAlign: 'left', verticalAlign: 'top' } as const;

/**
 * /admin/audit: the audit trail searched by patient, actor and Sydney dates, newest first, 50 a
 * page, and the search as a CSV. Metadata only (the API never sends a record's content); every
 * search and download is itself recorded in the trail.
 */
export function AuditTrailPage() {
  const [form, setForm] = useState(EMPTY);
  const [search, setSearch] = useState<Search>();
  const [page, setPage] = useState(1);
  const result = useSearchAuditTrailQuery(search ? { ...search, page } : { page: 0 }, { skip: !search });
  const [exportTrail, exported] = practiceApi.endpoints.exportAuditTrail.useLazyQuery();
  const [downloadProblem, setDownloadProblem] = useState<string>();
  const { withStepUp, dialog } = useStepUp();
  const fields = result.error ? fieldErrorsOf(result.error) : {};

  const set = (key: keyof typeof EMPTY) => (value: string) => setForm({ ...form, [key]: value });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(withoutBlanks(form));
    setPage(1);
  };
  const onDownload = async () => {
    if (!search) return;
    setDownloadProblem(undefined);
    try {
      // A download is a data export: the API asks for a fresh authenticator code, the dialog proves it.
      const all = await withStepUp(() => exportTrail(search).unwrap());
      downloadText(`harbour-audit-trail-${new Date().toISOString().slice(0, 10)}.csv`, auditCsv(all.events), 'text/csv;charset=utf-8');
    } catch (error) {
      setDownloadProblem(`The CSV was not made. ${error instanceof StepUpCancelled ? error.message : errorMessageOf(error)}`);
    }
  };

  let content;
  if (!search) content = <p>Search by patient or by who acted (with dates if you like), or by dates alone for up to 31 days, to see the trail.</p>;
  else if (result.error && Object.keys(fields).length > 0) content = null; // shown beside the fields
  else if (result.error) content = <LoadError what="the audit trail" message={errorMessageOf(result.error)} onRetry={() => void result.refetch()} />;
  else if (!result.data || result.isFetching) content = <Loading label="Searching the audit trail" />;
  else if (result.data.events.length === 0) content = <p>No event matches this search.</p>;
  else {
    const { events, total, pageSize } = result.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    content = (
      <>
        <p role="status">
          {total === 1 ? '1 event' : `${total} events`}, newest first. Page {page} of {pages}.
        </p>
        <div role="region" aria-label="Audit events" tabIndex={0} style={{ overflowX: 'auto', marginBottom: '1rem' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: '40rem' }}>
            <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: '0.5rem' }}>Audit events</caption>
            <thead>
              <tr>
                {['When (Sydney)', 'Who', 'What', 'Record', 'Patient', 'Detail'].map((heading) => (
                  <th key={heading} scope="col" style={cell}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e.eventId}>
                  <td style={cell}>{sydneyWhen(e.at)}</td>
                  <td style={cell}>
                    {e.actorName} ({e.actorType})
                  </td>
                  <td style={cell}>{actionWords(e.action, e.recordKind)}</td>
                  <td style={{ ...cell, overflowWrap: 'anywhere' }}>{recordWords(e)}</td>
                  <td style={cell}>{e.patientName ?? '—'}</td>
                  <td style={{ ...cell, overflowWrap: 'anywhere' }}>{e.detail ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <nav aria-label="Audit pages" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' }}>
          <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <Button type="button" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
          <Button type="button" loading={exported.isFetching} onClick={() => void onDownload()}>
            Download CSV
          </Button>
        </nav>
      </>
    );
  }

  return (
    <Container>
      <p>
        <Link to="/admin">Back to the console</Link>
      </p>
      <h1>Audit trail</h1>
      <p>Who read or changed a record, and every administrator’s decision. You see when, who, what and which record — never what a record says. Your searches are recorded here too.</p>
      <form role="search" aria-label="Audit trail" onSubmit={onSearch} noValidate style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', alignItems: 'end', marginBottom: '1.5rem' }}>
        <TextField label="Patient" name="patient" value={form.patient} onChange={set('patient')} hint="Email or id" error={fields.patient} />
        <TextField label="Who acted" name="actor" value={form.actor} onChange={set('actor')} hint="Email or id" error={fields.actor} />
        <TextField label="From" name="fromDate" type="date" value={form.fromDate} onChange={set('fromDate')} hint="Sydney date" error={fields.fromDate} />
        <TextField label="To" name="toDate" type="date" value={form.toDate} onChange={set('toDate')} hint="Sydney date, included" error={fields.toDate} />
        <div>
          <Button type="submit">Search</Button>
        </div>
      </form>
      <FormAlert message={downloadProblem} />
      {content}
      <Suspense fallback={<Loading label="Loading the break-glass read" />}>
        <BreakGlassRead />
      </Suspense>
      {dialog}
    </Container>
  );
}

import { useMemo, useState, type FormEvent } from 'react';
import { Link } from '@harbour/router';
import { errorMessageOf, fieldErrorsOf } from '@harbour/sdk';
import { useGetWeeklyReportsQuery } from '@harbour/sdk/reports';
import { Button, calendarDateInZone, Container, LoadError, Loading, TextField } from '@harbour/ui';
import { ReportSection } from './ReportSection';
import { isEmptyReport, reportTables } from './report-tables';

const DAY_MS = 86_400_000;
const isoDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The last 12 weeks to today (from a Monday), Sydney dates: what an operator looks at first. */
export function defaultRange(now = new Date()) {
  const today = calendarDateInZone('Australia/Sydney', now);
  // Date arithmetic on the calendar date itself (as UTC midnight), so no offset or DST moves it.
  const midnight = Date.parse(`${today}T00:00:00Z`);
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return { fromDate: isoDay(midnight - (sinceMonday + 77) * DAY_MS), toDate: today };
}

/** The dates as typed, checked here for a clear message before asking (the API checks again). */
function rangeProblems(form: { fromDate: string; toDate: string }): { fromDate?: string; toDate?: string } {
  const valid = (value: string) => {
    const midnight = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
    return !Number.isNaN(midnight) && isoDay(midnight) === value; // 2026-02-30 is not a day
  };
  if (!valid(form.fromDate)) return { fromDate: 'Enter the first day, like 2026-07-01.' };
  if (!valid(form.toDate)) return { toDate: 'Enter the last day, like 2026-09-30.' };
  if (form.fromDate > form.toDate) return { toDate: 'The end date is before the start date.' };
  return {};
}

/** /admin/reports: the practice week by week — charts with a table and a CSV each. */
export function ReportsPage({ now }: { now?: Date }) {
  const [form, setForm] = useState(() => defaultRange(now));
  const [range, setRange] = useState(form);
  const [problems, setProblems] = useState<{ fromDate?: string; toDate?: string }>({});
  const result = useGetWeeklyReportsQuery(range);
  const apiFields = result.error ? fieldErrorsOf(result.error) : {};
  const fields = { ...apiFields, ...problems };
  // Made once per answer: each chart redraws only when its numbers change.
  const tables = useMemo(() => (result.data ? reportTables(result.data) : []), [result.data]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblems(form);
    setProblems(found);
    if (Object.keys(found).length === 0) setRange(form);
  };

  let content;
  if (result.error && Object.keys(apiFields).length > 0) content = null; // shown beside the fields
  else if (result.error) content = <LoadError what="the reports" message={errorMessageOf(result.error)} onRetry={() => void result.refetch()} />;
  else if (!result.data || result.isFetching) content = <Loading label="Counting the reports" />;
  else if (isEmptyReport(result.data)) content = <p role="status">Nothing happened in these dates: no session, client or referral.</p>;
  else {
    const { fromDate, toDate } = result.data;
    content = (
      <>
        <p role="status">
          From {fromDate} to {toDate} (Sydney dates, weeks from Monday).
        </p>
        {tables.map((table) => (
          <ReportSection key={table.id} table={table} fromDate={fromDate} toDate={toDate} />
        ))}
      </>
    );
  }

  return (
    <Container>
      <p>
        <Link to="/admin">Back to the console</Link>
      </p>
      <h1>Reports</h1>
      <p>Sessions, money, new clients and referrals, week by week (up to 52 weeks). Each chart has its numbers as a table and a CSV.</p>
      <form aria-label="Report dates" onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'end', marginBottom: '1.5rem' }}>
        <TextField label="From" name="fromDate" type="date" value={form.fromDate} onChange={(fromDate) => setForm({ ...form, fromDate })} hint="Sydney date" error={fields.fromDate} required />
        <TextField label="To" name="toDate" type="date" value={form.toDate} onChange={(toDate) => setForm({ ...form, toDate })} hint="Sydney date, included" error={fields.toDate} required />
        <div>
          <Button type="submit">Show reports</Button>
        </div>
      </form>
      {content}
    </Container>
  );
}

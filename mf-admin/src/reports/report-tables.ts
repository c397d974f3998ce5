import type { WeeklyReports } from '@harbour/sdk/reports';
import { toCsv } from '../export/csv';

/** Chart colours: each at least 4.5:1 on white, so a line or bar stands out as text would. */
export const SERIES_COLOURS = ['#1f5fa8', '#a8321e', '#1b6e3a', '#6b3f9a'] as const;

export interface ChartSeries {
  label: string;
  values: number[];
}

/** One report: the numbers once, as the table, the CSV and the chart show them. */
export interface ReportTable {
  id: string;
  title: string;
  /** The numbers in a sentence: the chart's text alternative and the section's lead. */
  summary: string;
  headings: string[];
  rows: (string | number)[][];
  chart: { kind: 'lines' | 'bars'; labels: string[]; series: ChartSeries[] };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const weekHeading = 'Week from (Monday, Sydney)';

/** The reports as tables, in the order the page shows them. */
export function reportTables(r: WeeklyReports): ReportTable[] {
  const weeks = r.sessions.map((w) => w.weekStart);
  const booked = r.sessions.map((w) => w.booked);
  const completed = r.sessions.map((w) => w.completed);
  const cancelled = r.sessions.map((w) => w.cancelled);
  const noShow = r.sessions.map((w) => w.noShow);
  const newClients = r.newClients.map((w) => w.newClients);
  const received = r.referrals.map((w) => w.received);
  const referralsBooked = r.referrals.map((w) => w.booked);
  const t = r.timeToFirstSession;
  const conversion = sum(received) ? `${Math.round((sum(referralsBooked) / sum(received)) * 100)}%` : 'none';
  return [
    {
      id: 'sessions',
      title: 'Sessions per week',
      summary: `${sum(booked)} booked, ${sum(completed)} completed, ${sum(cancelled)} cancelled and ${sum(noShow)} missed (client did not attend) over ${weeks.length} weeks.`,
      headings: [weekHeading, 'Booked', 'Completed', 'Cancelled', 'No-show'],
      rows: r.sessions.map((w) => [w.weekStart, w.booked, w.completed, w.cancelled, w.noShow]),
      chart: { kind: 'lines', labels: weeks, series: [{ label: 'Booked', values: booked }, { label: 'Completed', values: completed }, { label: 'Cancelled', values: cancelled }, { label: 'No-show', values: noShow }] },
    },
    {
      id: 'revenue',
      title: 'Revenue and rebates by funding route',
      summary: r.revenue.length
        ? `Sessions held: ${r.revenue.map((x) => `${x.fundingRoute} ${x.sessions}, fees $${dollars(x.feeCents)}, rebates $${dollars(x.rebateCents)}`).join('; ')}.`
        : 'No session was held in these dates.',
      headings: ['Funding route', 'Sessions held', 'Fees ($)', 'Medicare rebates ($)', 'Funders paid ($)', 'Clients paid ($)'],
      rows: r.revenue.map((x) => [x.fundingRoute, x.sessions, dollars(x.feeCents), dollars(x.rebateCents), dollars(x.funderPaysCents), dollars(x.outOfPocketCents)]),
      chart: {
        kind: 'bars',
        labels: r.revenue.map((x) => x.fundingRoute),
        series: [{ label: 'Fees ($)', values: r.revenue.map((x) => x.feeCents / 100) }, { label: 'Medicare rebates ($)', values: r.revenue.map((x) => x.rebateCents / 100) }],
      },
    },
    {
      id: 'new-clients',
      title: 'New clients per week',
      summary: `${sum(newClients)} clients signed up over ${weeks.length} weeks.`,
      headings: [weekHeading, 'New clients'],
      rows: r.newClients.map((w) => [w.weekStart, w.newClients]),
      chart: { kind: 'bars', labels: weeks, series: [{ label: 'New clients', values: newClients }] },
    },
    {
      id: 'referrals',
      title: 'Referrals received and booked',
      summary: `${sum(received)} referrals received from GPs, ${sum(referralsBooked)} of them booked (${conversion}).`,
      headings: [weekHeading, 'Received', 'Booked'],
      rows: r.referrals.map((w) => [w.weekStart, w.received, w.booked]),
      chart: { kind: 'bars', labels: weeks, series: [{ label: 'Received', values: received }, { label: 'Booked', values: referralsBooked }] },
    },
    {
      id: 'first-session',
      title: 'Days from sign-up to first session',
      summary:
        t.medianDays === null
          ? `No client who signed up in these dates has had a session yet (${t.waiting} waiting).`
          : `For ${t.clients} clients who signed up in these dates: median ${t.medianDays} days, 90th percentile ${t.p90Days} days; ${t.waiting} not seen yet.`,
      headings: ['Measure', 'Value'],
      rows: [
        ['Clients seen', t.clients],
        ['Clients not seen yet', t.waiting],
        ['Median days', t.medianDays ?? '—'],
        ['90th percentile days', t.p90Days ?? '—'],
      ],
      chart: { kind: 'bars', labels: ['Median', '90th percentile'], series: [{ label: 'Days', values: [t.medianDays ?? 0, t.p90Days ?? 0] }] },
    },
  ];
}

/** A report's CSV: its table's headings, then its rows — the same numbers the table shows. */
export const reportCsv = (table: ReportTable) => toCsv([table.headings, ...table.rows]);

/** Nothing happened in the range: no booking, cancellation, client, referral or money. */
export function isEmptyReport(r: WeeklyReports): boolean {
  return (
    r.sessions.every((w) => !w.booked && !w.completed && !w.cancelled && !w.noShow) &&
    r.revenue.length === 0 &&
    r.newClients.every((w) => !w.newClients) &&
    r.referrals.every((w) => !w.received) &&
    r.timeToFirstSession.clients + r.timeToFirstSession.waiting === 0
  );
}

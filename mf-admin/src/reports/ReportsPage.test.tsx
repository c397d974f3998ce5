import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, createTestPlatform, recordUrls, renderArea, signedIn, textOf, unprocessable } from '@harbour/area-runtime/src/testing';
import { App } from '../App';
import { defaultRange } from './ReportsPage';

// The network is stubbed at the fetch edge; the SDK, RTK Query and the page are real. jsdom has no
// canvas and no layout, so uPlot (which draws on a canvas) and ResizeObserver are stubbed at that
// edge: the stub records what the chart was given, so the test checks the chart's numbers too.
const drawn: { series: { label?: string }[]; data: number[][] }[] = [];
jest.mock('uplot', () => {
  class FakeUPlot {
    static paths = { bars: () => () => null };
    constructor(options: { series: { label?: string }[] }, data: number[][]) {
      drawn.push({ series: options.series, data });
    }
    setSize() {}
    destroy() {}
  }
  return { __esModule: true, default: FakeUPlot };
});
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
  observe() {}
  disconnect() {}
};

let network: ReturnType<typeof stubFetch> | undefined;
afterEach(() => {
  network?.restore();
  network = undefined;
  drawn.length = 0;
});

const REPORTS = 'GET /api/reports/admin/weekly';
const weeks = (values: object[]) => values.map((v, i) => ({ weekStart: ['2026-11-02', '2026-11-09'][i], ...v }));
const REPORT = {
  fromDate: '2026-11-02',
  toDate: '2026-11-15',
  sessions: weeks([{ booked: 3, completed: 2, cancelled: 1, noShow: 0 }, { booked: 1, completed: 4, cancelled: 0, noShow: 1 }]),
  revenue: [{ fundingRoute: 'Medicare', sessions: 2, feeCents: 44000, rebateCents: 19780, funderPaysCents: 0, outOfPocketCents: 24220 }],
  newClients: weeks([{ newClients: 2 }, { newClients: 0 }]),
  referrals: weeks([{ received: 2, booked: 1 }, { received: 0, booked: 0 }]),
  timeToFirstSession: { clients: 3, waiting: 1, medianDays: 4, p90Days: 9 },
};
const EMPTY = {
  ...REPORT,
  sessions: weeks([{ booked: 0, completed: 0, cancelled: 0, noShow: 0 }, { booked: 0, completed: 0, cancelled: 0, noShow: 0 }]),
  revenue: [],
  newClients: weeks([{ newClients: 0 }, { newClients: 0 }]),
  referrals: weeks([{ received: 0, booked: 0 }, { received: 0, booked: 0 }]),
  timeToFirstSession: { clients: 0, waiting: 0, medianDays: null, p90Days: null },
};

const open = () => {
  createTestPlatform(signedIn('Ada', 'administrator'));
  renderArea(<App />, { route: '/admin/reports' });
};
const field = (name: string) => screen.getByLabelText(name, { exact: true, selector: 'input' });

describe('the reports page', () => {
  it('starts with the last 12 weeks in Sydney dates, from a Monday', () => {
    // Monday 2 March 2026, 8:00 am in Sydney is still Sunday 1 March in UTC.
    expect(defaultRange(new Date('2026-03-01T21:00:00Z'))).toEqual({ fromDate: '2025-12-15', toDate: '2026-03-02' });
    expect(defaultRange(new Date('2026-03-08T12:00:00Z'))).toEqual({ fromDate: '2025-12-15', toDate: '2026-03-08' });
  });

  it('shows each report as a chart named by its summary, its table on demand and the same numbers as CSV', async () => {
    network = stubFetch({ [REPORTS]: { status: 200, body: REPORT } });
    const urls = recordUrls();
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sessions per week' })).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: 'Sessions per week: 4 booked, 6 completed, 1 cancelled and 1 missed (client did not attend) over 2 weeks.' });
    expect(chart).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Referrals received and booked: 2 referrals received from GPs, 1 of them booked \(50%\)\.$/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Days from sign-up to first session: For 3 clients .* median 4 days, 90th percentile 9 days; 1 not seen yet\.$/ })).toBeInTheDocument();
    await waitFor(() => expect(drawn).toHaveLength(5));
    expect(drawn[0].data).toEqual([[0, 1], [3, 1], [2, 4], [1, 0], [0, 1]]);
    expect(Object.fromEntries(new URL(urls[0]).searchParams)).toEqual(defaultRange());

    // The table alternative: hidden until asked for, then a real table with a caption and headers.
    const section = screen.getByRole('heading', { level: 2, name: 'Revenue and rebates by funding route' }).closest('section')!;
    expect(within(section).queryByRole('table')).toBeNull();
    const toggle = within(section).getByRole('button', { name: 'Show the table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const table = within(section).getByRole('table', { name: 'Revenue and rebates by funding route' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Funding route', 'Sessions held', 'Fees ($)', 'Medicare rebates ($)', 'Funders paid ($)', 'Clients paid ($)']);
    expect(within(table).getByRole('rowheader', { name: 'Medicare' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '440.00', '197.80', '0.00', '242.20']);
    expect(within(section).getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');

    // The CSV: the browser's download is the edge, captured here.
    const blobs: Blob[] = [];
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    };
    URL.revokeObjectURL = () => undefined;
    const names: string[] = [];
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      fireEvent.click(within(section).getByRole('button', { name: 'Download CSV' }));
      expect(names).toEqual(['harbour-revenue-2026-11-02-to-2026-11-15.csv']);
      expect(await textOf(blobs[0])).toBe('Funding route,Sessions held,Fees ($),Medicare rebates ($),Funders paid ($),Clients paid ($)\r\nMedicare,2,440.00,197.80,0.00,242.20\r\n');
    } finally {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
      clicked.mockRestore();
    }
  });

  it('says so when nothing happened in the dates, and draws no chart', async () => {
    network = stubFetch({ [REPORTS]: { status: 200, body: EMPTY } });
    open();
    expect(await screen.findByText('Nothing happened in these dates: no session, client or referral.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(drawn).toHaveLength(0);
  });

  it('shows a failure with a retry, and asks again', async () => {
    let calls = 0;
    network = stubFetch({ [REPORTS]: () => (++calls === 1 ? { status: 500, body: { status: 500, title: 'Internal Server Error', detail: 'Something went wrong.' } } : { status: 200, body: REPORT }) });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sessions per week' })).toBeInTheDocument();
  });

  it('checks the dates before asking, and shows the API’s refusal beside the field', async () => {
    network = stubFetch({ [REPORTS]: unprocessable({ toDate: 'A report covers at most 52 weeks.' }) });
    open();
    expect(await screen.findByText('A report covers at most 52 weeks.')).toBeInTheDocument();
    const asked = network.calls.length;
    fireEvent.change(field('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(field('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show reports' }));
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    fireEvent.change(field('From'), { target: { value: '2026-02-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show reports' }));
    expect(await screen.findByText('Enter the first day, like 2026-07-01.')).toBeInTheDocument();
    expect(network.calls).toHaveLength(asked);
  });
});

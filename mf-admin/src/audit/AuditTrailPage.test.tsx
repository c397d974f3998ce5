import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, createTestPlatform, recordUrls, renderArea, signedIn, textOf, unprocessable } from '@harbour/area-runtime/src/testing';
import { App } from '../App';
import { STEP_UP_REQUIRED } from '../step-up/step-up-words';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
// The browser's download (an object URL) is the other edge: it is captured, not performed.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const SEARCH = 'GET /api/users/admin/audit-events';
const EXPORT = 'GET /api/users/admin/audit-events/export';
const decline = { eventId: 'e2', at: '2026-06-30T14:30:00.000Z', actorId: 'admin-1', actorType: 'administrator', actorName: 'Administrator', action: 'decline', recordKind: 'practitioner-account', recordId: 'psych-1', detail: 'Not registered.' };
const read = { eventId: 'e1', at: '2026-06-29T01:00:00.000Z', actorId: 'psych-2', actorType: 'psychologist', actorName: 'Jordan Ng', action: 'read', recordKind: 'patient-note', recordId: 'note-1', patientId: 'client-1', patientName: 'Alex Client' };
const found = (events: object[], extra: object = {}) => ({ status: 200, body: { events, total: events.length, page: 1, pageSize: 50, ...extra } });

const field = (name: string) => screen.getByLabelText(name, { exact: true, selector: 'input' });

describe('the audit trail page', () => {
  it('asks for a search first, then shows the events newest first in Sydney time', async () => {
    network = stubFetch({ [SEARCH]: found([decline, read]) });
    const urls = recordUrls();
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/audit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    expect(screen.getByText(/^Search by patient or by who acted/)).toBeInTheDocument();
    expect(network.calls).toEqual([]);

    fireEvent.change(field('Patient'), { target: { value: ' alex@example.com ' } });
    fireEvent.change(field('From'), { target: { value: '2026-06-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table', { name: 'Audit events' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      [expect.stringMatching(/^1 July? 2026, 12:30\sam AEST$/), 'Administrator (administrator)', 'Declined', 'practitioner account psych-1', '—', 'Not registered.'],
      [expect.stringMatching(/^29 June? 2026, 11:00\sam AEST$/), 'Jordan Ng (psychologist)', 'Read', 'patient note note-1', 'Alex Client', '—'],
    ]);
    expect(screen.getByText('2 events, newest first. Page 1 of 1.')).toHaveAttribute('role', 'status');
    const query = new URL(urls[0]).searchParams;
    expect(Object.fromEntries(query)).toEqual({ patient: 'alex@example.com', fromDate: '2026-06-01', page: '1' });
  });

  it('pages 50 at a time', async () => {
    network = stubFetch({ [SEARCH]: found([read], { total: 120 }) });
    const urls = recordUrls();
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/audit' });
    await screen.findByRole('heading', { level: 1, name: 'Audit trail' }); // the page loads on demand
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('120 events, newest first. Page 1 of 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(urls.map((u) => new URL(u).searchParams.get('page'))).toContain('2'));
    expect(await screen.findByText('120 events, newest first. Page 2 of 3.')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    network = stubFetch({ [SEARCH]: found([]) });
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/audit' });
    await screen.findByRole('heading', { level: 1, name: 'Audit trail' }); // the page loads on demand
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Searching the audit trail')).toBeInTheDocument();
    expect(await screen.findByText('No event matches this search.')).toBeInTheDocument();
  });

  it('shows the API’s refusal beside the field, keeping what was typed', async () => {
    network = stubFetch({ [SEARCH]: unprocessable({ patient: 'No account has this email.' }) });
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/audit' });
    await screen.findByRole('heading', { level: 1, name: 'Audit trail' }); // the page loads on demand
    fireEvent.change(field('Patient'), { target: { value: 'nobody@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No account has this email.')).toBeInTheDocument();
    expect(field('Patient')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Patient')).toHaveValue('nobody@example.com');
  });

  it('names a failed search and tries again', async () => {
    let fail = true;
    network = stubFetch({ [SEARCH]: () => (fail ? { status: 503, body: { status: 503, title: 'Service Unavailable', detail: 'The database is not reachable.' } } : found([read])) });
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/audit' });
    await screen.findByRole('heading', { level: 1, name: 'Audit trail' }); // the page loads on demand
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/^We could not load the audit trail\./)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Audit events' })).toBeInTheDocument();
  });

  it('downloads the whole search as CSV after a fresh authenticator code (a data export)', async () => {
    let proved = false;
    network = stubFetch({
      [SEARCH]: found([decline]),
      [EXPORT]: () => (proved ? found([decline, read], { pageSize: 10000 }) : { status: 403, body: { status: 403, title: 'Forbidden', detail: STEP_UP_REQUIRED } }),
      'POST /api/identity/second-factor/step-up': () => {
        proved = true;
        return { status: 204 };
      },
    });
    const urls = recordUrls();
    const blobs: Blob[] = [];
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:audit';
    };
    URL.revokeObjectURL = () => undefined;
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^harbour-audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    try {
      createTestPlatform(signedIn('Ada', 'administrator'));
      renderArea(<App />, { route: '/admin/audit' });
      await screen.findByRole('heading', { level: 1, name: 'Audit trail' }); // the page loads on demand
      fireEvent.change(field('Who acted'), { target: { value: 'admin-1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
      const codeDialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
      expect(clicked).not.toHaveBeenCalled();
      fireEvent.change(within(codeDialog).getByLabelText('Authenticator code'), { target: { value: '123456' } });
      fireEvent.click(within(codeDialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
      expect(network.calls.filter((c) => c.path.endsWith('/export'))).toHaveLength(2);
      expect(new URL(urls.find((u) => u.includes('/export'))!).searchParams.get('actor')).toBe('admin-1');
      const text = await textOf(blobs[0]);
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('Time (UTC),Time (Sydney),Actor,Actor type,Actor id,Action,Record kind,Record id,Patient,Patient id,Detail');
      expect(lines[1]).toMatch(/^2026-06-30T14:30:00.000Z,"1 July? 2026, 12:30\sam AEST",Administrator,administrator,admin-1,decline,practitioner-account,psych-1,,,Not registered\.$/);
      expect(lines).toHaveLength(4);
    } finally {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
      clicked.mockRestore();
    }
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const psychologist = {
  userId: 'psych-1',
  userType: 'psychologist',
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: 'Pending',
  providerNumber: '4024742F',
  isApproved: false,
  createdAt: '2026-11-20T01:00:00.000Z',
};
const gp = {
  userId: 'gp-1',
  userType: 'gp',
  email: 'gale@example.com',
  firstName: 'Gale',
  lastName: 'Doctor',
  providerNumber: '2547611A',
  practiceName: 'Bay Clinic',
  isApproved: false,
  createdAt: '2026-11-21T23:30:00.000Z',
};
const LIST = 'GET /api/users/admin/practitioners';
const APPROVED = 'GET /api/users/admin/practitioners/approved';
const NONE_APPROVED = { practitioners: [], total: 0, page: 1, pageSize: 20 };
// The page also lists approved practitioners: an empty list unless a test says otherwise.
const withApproved = (routes: Parameters<typeof stubFetch>[0]) => ({ [APPROVED]: { status: 200, body: NONE_APPROVED }, ...routes });
const RATES = 'GET /api/payments/admin/funding-rates';

describe('practitioner approvals', () => {
  it('lists what each practitioner submitted, with the provider number check', async () => {
    network = stubFetch(withApproved({ [LIST]: { status: 200, body: { practitioners: [psychologist, gp] } } }));
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });

    const list = await screen.findByRole('list', { name: 'Practitioners awaiting approval' });
    expect(screen.getByText('2 practitioners await approval.')).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { level: 2, name: 'Pat Pending' })).toBeInTheDocument();
    expect(first.querySelector('dl')?.textContent).toBe(
      'TypePsychologistEmailpat@example.comProvider number4024742F (passes the Medicare check)Registered20 November 2026',
    );
    // A GP's practice is shown; a wrong check character is named; the day is Sydney's (UTC 23:30 is the next day there).
    expect(second.querySelector('dl')?.textContent).toBe(
      'TypeGPEmailgale@example.comProvider number2547611A (fails the Medicare check)PracticeBay ClinicRegistered22 November 2026',
    );
  });

  it('approves after the confirmation, then the list updates without them', async () => {
    let approved = false;
    network = stubFetch(withApproved({
      [LIST]: () => ({ status: 200, body: { practitioners: approved ? [gp] : [psychologist, gp] } }),
      'POST /api/users/admin/practitioners/psych-1/approve': () => {
        approved = true;
        return { status: 200, body: { ...psychologist, isApproved: true } };
      },
    }));
    const platform = createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });

    fireEvent.click(await screen.findByRole('button', { name: 'Approve Pat Pending' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Pat Pending is approved.' }));
    expect(platform.dialogs.confirm).toHaveBeenCalledWith(expect.stringMatching(/^Approve Pat Pending as a Psychologist\?/), expect.objectContaining({ confirmLabel: 'Approve Pat Pending' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pat Pending' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Gale Doctor' })).toBeInTheDocument();
    expect(screen.getByText('1 practitioner awaits approval.')).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    network = stubFetch(withApproved({ [LIST]: { status: 200, body: { practitioners: [psychologist] } } }));
    const platform = createTestPlatform(signedIn('Ada', 'administrator'));
    (platform.dialogs.confirm as jest.Mock).mockResolvedValue(false);
    renderArea(<App />, { route: '/admin/practitioners' });

    fireEvent.click(await screen.findByRole('button', { name: 'Approve Pat Pending' }));
    await waitFor(() => expect(platform.dialogs.confirm).toHaveBeenCalled());
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Pat Pending' })).toBeInTheDocument();
  });

  it('says why an approval failed and keeps the practitioner listed', async () => {
    network = stubFetch(withApproved({
      [LIST]: { status: 200, body: { practitioners: [psychologist] } },
      'POST /api/users/admin/practitioners/psych-1/approve': {
        status: 404,
        body: { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No psychologist or GP with id psych-1.' },
      },
    }));
    const platform = createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });

    fireEvent.click(await screen.findByRole('button', { name: 'Approve Pat Pending' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'error', message: expect.stringMatching(/^Pat Pending is not approved\. .+/) }));
    expect(screen.getByRole('button', { name: 'Approve Pat Pending' })).toBeEnabled();
  });

  it('shows loading, then the empty queue', async () => {
    network = stubFetch(withApproved({ [LIST]: { status: 200, body: { practitioners: [] } } }));
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });
    expect(screen.getByText('Loading the approval queue')).toBeInTheDocument();
    expect(await screen.findByText(/^No practitioner awaits approval\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Practitioners awaiting approval' })).not.toBeInTheDocument();
  });

  it('names a failed load and tries again', async () => {
    let fail = true;
    network = stubFetch(withApproved({
      [LIST]: () => (fail ? { status: 503, body: { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'The database is not reachable.' } } : { status: 200, body: { practitioners: [gp] } }),
    }));
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^We could not load the approval queue\./);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Gale Doctor' })).toBeInTheDocument();
  });
});

describe('console home', () => {
  it('counts practitioners awaiting approval and links to the queue', async () => {
    network = stubFetch(withApproved({ [LIST]: { status: 200, body: { practitioners: [psychologist, gp] } } }));
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: "Operator's console" })).toBeInTheDocument();
    expect(screen.getByText('Counting practitioners awaiting approval…')).toBeInTheDocument();
    expect(await screen.findByText('2 practitioners await approval.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review practitioner approvals' })).toHaveAttribute('href', '/admin/practitioners');
  });

  it('says when nobody waits, and names a failed count', async () => {
    network = stubFetch(withApproved({ [LIST]: { status: 200, body: { practitioners: [] } } }));
    createTestPlatform(signedIn('Ada', 'administrator'));
    const { unmount } = renderArea(<App />, { route: '/admin' });
    expect(await screen.findByText('No practitioner awaits approval.')).toBeInTheDocument();
    unmount();
    network.restore();

    // The rates answer, so the only alert on the home is the failed count.
    network = stubFetch(withApproved({ [LIST]: { status: 500, body: { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'Something broke.' } }, [RATES]: { status: 200, body: { rates: [], freshness: [] } } }));
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^We could not load the approval queue\./);
  });

  it('answers an unknown console address with the area’s Page Not Found', async () => {
    network = stubFetch(withApproved({}));
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/nowhere' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
  });
});

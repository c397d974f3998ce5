import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, createTestPlatform, recordUrls, renderArea, signedIn, unprocessable } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const pending = { userId: 'psych-1', userType: 'psychologist', email: 'pat@example.com', firstName: 'Pat', lastName: 'Pending', providerNumber: '4024742F', isApproved: false, createdAt: '2026-11-20T01:00:00.000Z' };
const approved = { userId: 'psych-2', userType: 'psychologist', email: 'ari@example.com', firstName: 'Ari', lastName: 'Approved', isApproved: true, createdAt: '2026-10-01T01:00:00.000Z' };
const gp = { userId: 'gp-2', userType: 'gp', email: 'sam@example.com', firstName: 'Sam', lastName: 'Suspended', isApproved: false, suspendedAt: '2026-11-20T14:30:00.000Z', suspensionReason: 'Registration lapsed.', createdAt: '2026-09-01T01:00:00.000Z' };
const QUEUE = 'GET /api/users/admin/practitioners';
const APPROVED = 'GET /api/users/admin/practitioners/approved';
const page = (practitioners: object[], extra: object = {}) => ({ status: 200, body: { practitioners, total: practitioners.length, page: 1, pageSize: 20, ...extra } });

const reasonField = () => screen.getByRole('textbox', { name: 'Reason' });

describe('declining a practitioner', () => {
  it('asks for a reason, confirms it, sends it, and the queue reloads without them', async () => {
    let declined = false;
    network = stubFetch({
      [QUEUE]: () => page(declined ? [] : [pending]),
      [APPROVED]: page([]),
      'POST /api/users/admin/practitioners/psych-1/decline': () => {
        declined = true;
        return { status: 200, body: pending };
      },
    });
    const platform = createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });

    fireEvent.click(await screen.findByRole('button', { name: 'Decline Pat Pending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Pat Pending' });
    // A blank reason is refused here, with the field named, and nothing is sent.
    fireEvent.change(reasonField(), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Enter the reason: they are emailed it.')).toBeInTheDocument();
    expect(reasonField()).toHaveAttribute('aria-invalid', 'true');
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(reasonField(), { target: { value: ' The provider number is not yours. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('heading', { name: 'Decline Pat Pending?' })).toHaveFocus();
    expect(within(dialog).getByText('The provider number is not yours.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline Pat Pending' }));

    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Pat Pending is declined and emailed the reason.' }));
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: '/api/users/admin/practitioners/psych-1/decline', body: { reason: 'The provider number is not yours.' } })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/^No practitioner awaits approval\./)).toBeInTheDocument();
  });

  it('shows the API’s refusal in the dialog and keeps the reason typed', async () => {
    network = stubFetch({
      [QUEUE]: page([pending]),
      [APPROVED]: page([]),
      'POST /api/users/admin/practitioners/psych-1/decline': { status: 409, body: { status: 409, title: 'Conflict', detail: 'This practitioner is already approved: suspend them instead.' } },
    });
    const platform = createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });

    fireEvent.click(await screen.findByRole('button', { name: 'Decline Pat Pending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Pat Pending' });
    fireEvent.change(reasonField(), { target: { value: 'Late.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Decline Pat Pending' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This practitioner is already approved: suspend them instead.');
    expect(reasonField()).toHaveValue('Late.');
    expect(platform.toasts.show).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Pat Pending' })).toBeInTheDocument();
  });

  it('closes on Cancel without sending anything', async () => {
    network = stubFetch({ [QUEUE]: page([pending]), [APPROVED]: page([]) });
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Pat Pending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Pat Pending' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('approved practitioners', () => {
  it('lists each with their standing, and suspends one with a reason', async () => {
    let suspended = false;
    network = stubFetch({
      [QUEUE]: page([]),
      [APPROVED]: () => page(suspended ? [{ ...approved, isApproved: false, suspendedAt: '2026-11-26T01:00:00.000Z', suspensionReason: 'Complaint under review.' }, gp] : [approved, gp]),
      'POST /api/users/admin/practitioners/psych-2/suspend': () => {
        suspended = true;
        return { status: 200, body: approved };
      },
      'GET /api/sessions/admin/psychologists/psych-2/upcoming-sessions': {
        status: 200,
        body: { sessions: [{ sessionId: 's-1', startsAt: '2026-12-01T22:00:00.000Z', durationMinutes: 50, patientId: 'c-1', patientName: 'Casey Client', paymentStatus: 'NotDue' }] },
      },
    });
    const platform = createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });

    const list = await screen.findByRole('list', { name: 'Approved practitioners' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { level: 3, name: 'Ari Approved' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Psychologist · ari@example.com');
    expect(first).toHaveTextContent('Approved');
    // The Sydney day: 14:30 UTC on the 20th is the 21st in Sydney.
    expect(second).toHaveTextContent('Suspended since 21 November 2026: Registration lapsed.');
    expect(within(second).getByRole('button', { name: 'Reinstate Sam Suspended' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 (2 in all)')).toBeInTheDocument();

    fireEvent.click(within(first).getByRole('button', { name: 'Suspend Ari Approved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Ari Approved' });
    expect(dialog).toHaveTextContent('Their booked sessions stay: check each one.');
    fireEvent.change(reasonField(), { target: { value: 'Complaint under review.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Suspend Ari Approved' }));

    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Ari Approved is suspended and emailed the reason.' }));
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: '/api/users/admin/practitioners/psych-2/suspend', body: { reason: 'Complaint under review.' } })]);
    expect(await screen.findByRole('button', { name: 'Reinstate Ari Approved' })).toBeInTheDocument();
    // Their booked sessions stay; the operator sees those still to come (Sydney time: 22:00 UTC is 9 am the next day).
    const toCheck = await screen.findByRole('list', { name: "Ari Approved's booked sessions to check" });
    expect(within(toCheck).getByRole('listitem')).toHaveTextContent(/^Wed,? 2 Dec 2026,? 9:00\sam AEDT, 50 minutes, with Casey Client \(session s-1\)$/);
    // A GP has no sessions: none are asked for.
    expect(network.calls.filter((c) => c.path.includes('gp-2/upcoming'))).toEqual([]);
  });

  it('says when a suspended psychologist has no sessions to come', async () => {
    network = stubFetch({
      [QUEUE]: page([]),
      [APPROVED]: page([{ ...approved, isApproved: false, suspendedAt: '2026-11-26T01:00:00.000Z' }]),
      'GET /api/sessions/admin/psychologists/psych-2/upcoming-sessions': { status: 200, body: { sessions: [] } },
    });
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });
    expect(await screen.findByText('No booked sessions to come.')).toBeInTheDocument();
  });

  it('reinstates a suspended one', async () => {
    network = stubFetch({ [QUEUE]: page([]), [APPROVED]: page([gp]), 'POST /api/users/admin/practitioners/gp-2/reinstate': { status: 200, body: { ...gp, isApproved: true } } });
    const platform = createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });
    fireEvent.click(await screen.findByRole('button', { name: 'Reinstate Sam Suspended' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstate Sam Suspended' });
    fireEvent.change(reasonField(), { target: { value: 'Registration renewed.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reinstate Sam Suspended' }));
    await waitFor(() => expect(platform.toasts.show).toHaveBeenCalledWith({ type: 'success', message: 'Sam Suspended is reinstated and emailed.' }));
    expect(network.calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ path: '/api/users/admin/practitioners/gp-2/reinstate', body: { reason: 'Registration renewed.' } })]);
  });

  it('keeps the reason and shows the API’s message when a suspension is refused', async () => {
    network = stubFetch({ [QUEUE]: page([]), [APPROVED]: page([approved]), 'POST /api/users/admin/practitioners/psych-2/suspend': unprocessable({ reason: 'Keep the reason to 1000 characters or fewer.' }) });
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend Ari Approved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Ari Approved' });
    fireEvent.change(reasonField(), { target: { value: 'Long words' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Suspend Ari Approved' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Keep the reason to 1000 characters or fewer.');
    expect(reasonField()).toHaveValue('Long words');
  });

  it('searches by name or email and pages through the results', async () => {
    network = stubFetch({ [QUEUE]: page([]), [APPROVED]: page([approved], { total: 45 }) });
    const urls = recordUrls();
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });
    expect(await screen.findByText('Page 1 of 3 (45 in all)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Name or email' }), { target: { value: ' ari@ ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(urls.some((u) => new URL(u).searchParams.get('search') === 'ari@')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(urls.some((u) => new URL(u).searchParams.get('page') === '2' && new URL(u).searchParams.get('search') === 'ari@')).toBe(true));
  });

  it('shows loading, then says when nobody matches', async () => {
    network = stubFetch({ [QUEUE]: page([]), [APPROVED]: page([]) });
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });
    expect(screen.getByText('Loading the practitioners')).toBeInTheDocument();
    expect(await screen.findByText('No practitioner is approved yet.')).toBeInTheDocument();
  });

  it('names a failed load and tries again', async () => {
    let fail = true;
    network = stubFetch({
      [QUEUE]: page([]),
      [APPROVED]: () => (fail ? { status: 503, body: { status: 503, title: 'Service Unavailable', detail: 'The database is not reachable.' } } : page([approved])),
    });
    createTestPlatform(signedIn('Ada', 'administrator'));
    renderArea(<App />, { route: '/admin/practitioners' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^We could not load the practitioners\./);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Ari Approved' })).toBeInTheDocument();
  });
});

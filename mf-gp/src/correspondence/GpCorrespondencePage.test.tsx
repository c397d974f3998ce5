import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the pages are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const letter = {
  letterId: 'letter-1',
  kind: 'letter',
  patientId: 'p1',
  patientName: 'Robin Lee',
  psychologistId: 'ps1',
  psychologistName: 'Jordan Ng',
  gp: { name: 'Dr Grace Hopper', email: 'grace@example.com' },
  subject: 'Report after 6 sessions',
  body: 'Dear Dr Grace Hopper,\n\nRobin has attended 6 sessions.',
  sentAt: '2026-11-20T01:00:00.000Z',
};

describe('GP correspondence', () => {
  it('shows an unread letter; reading it opens the text and marks it read', async () => {
    let read = false;
    network = stubFetch({
      'GET /api/practice/gp/correspondence': () => ({ status: 200, body: { letters: [{ ...letter, ...(read && { readAt: '2026-11-21T01:00:00.000Z' }) }] } }),
      'POST /api/practice/gp/correspondence/letter-1/reply': { status: 201, body: { replyId: 'r1', letterId: 'letter-1', message: 'Thanks.', sentAt: '2026-11-21T02:00:00.000Z' } },
      'PUT /api/practice/gp/correspondence/letter-1/read': () => {
        read = true;
        return { status: 200, body: { letterId: 'letter-1', readAt: '2026-11-21T01:00:00.000Z' } };
      },
    });
    createTestPlatform(signedIn('Grace', 'gp'));
    renderArea(<App />, { route: '/gp/account/correspondence' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Unread: Report after 6 sessions' })).toBeInTheDocument();
    expect(screen.getByText('From Jordan Ng about Robin Lee, 20 November 2026')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Read “Report after 6 sessions”' }));
    expect(await screen.findByText(/Robin has attended 6 sessions\./)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Report after 6 sessions' })).toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);

    // A blank reply is named without a call; a written one is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write your reply.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your reply to Jordan Ng'), { target: { value: 'Thanks.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(network.calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'Thanks.' }));
    expect(network.calls.find((c) => c.method === 'POST')?.path).toBe('/api/practice/gp/correspondence/letter-1/reply');
  });

  it('says so when there are no letters yet', async () => {
    network = stubFetch({ 'GET /api/practice/gp/correspondence': { status: 200, body: { letters: [] } } });
    createTestPlatform(signedIn('Grace', 'gp'));
    renderArea(<App />, { route: '/gp/account/correspondence' });
    expect(await screen.findByText(/No letters yet\./)).toBeInTheDocument();
  });

  it('the GP home counts unread letters and referral requests waiting for an answer, and links to both', async () => {
    const request = { itemId: 'r1', kind: 'ReviewRequest', status: 'ReviewRequested', needsAction: true, patientName: 'Robin Lee', date: '2026-11-20T01:00:00.000Z' };
    network = stubFetch({
      'GET /api/referrals/gp': { status: 200, body: { items: [request, { ...request, itemId: 'r2', needsAction: false }, { ...request, itemId: 'r3', kind: 'Referral', status: 'Sent', needsAction: false }] } },
      'GET /api/users/profile/gp': { status: 200, body: { userId: 'user-7', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', isApproved: true, userType: 'gp' } },
      'GET /api/practice/gp/correspondence': { status: 200, body: { letters: [letter, { ...letter, letterId: 'letter-2', readAt: '2026-11-21T01:00:00.000Z' }] } },
    });
    createTestPlatform(signedIn('Grace', 'gp'));
    renderArea(<App />, { route: '/gp/account' });
    expect(await screen.findByText('You have 1 unread letter.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read your correspondence' })).toHaveAttribute('href', '/gp/account/correspondence');
    expect(screen.getByRole('link', { name: 'See your referrals' })).toHaveAttribute('href', '/gp/account/referrals');
    expect(await screen.findByText('1 referral request waits for you.')).toBeInTheDocument();
  });
});

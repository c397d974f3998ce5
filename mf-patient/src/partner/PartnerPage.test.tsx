import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { App } from '../App';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const link = (status: 'Initiated' | 'Confirmed' | 'Deactivated', role: 'initiator' | 'invitee' = 'initiator') => ({
  relationshipId: 'r-1',
  status,
  role,
  partner: { userId: 'user-2', firstName: 'Jordan', lastName: 'Partner', hasAccount: true },
  inviteeUserType: 'client',
  linkToInvitee: false,
  createdAt: '2026-11-20T01:00:00.000Z',
});

function stubLinks(initial: ReturnType<typeof link>) {
  let current = initial;
  network = stubFetch({
    'GET /api/users/profile/patient': { status: 200, body: { userId: 'user-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isApproved: true, userType: 'client' } },
    'GET /api/users/patients/user-1/relationships': () => ({ status: 200, body: { relationships: [current] } }),
    'DELETE /api/users/relationships/r-1/deactivate': () => {
      current = { ...current, status: 'Deactivated' };
      return { status: 204 };
    },
  });
}

const deactivations = () => network.calls.filter((c) => c.method === 'DELETE');

/** The client has no links yet; an invitation by email answers like the API does for any address. */
function stubInvitations() {
  let current: ReturnType<typeof link>[] = [];
  network = stubFetch({
    'GET /api/users/profile/patient': { status: 200, body: { userId: 'user-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isApproved: true, userType: 'client' } },
    'GET /api/users/patients/user-1/relationships': () => ({ status: 200, body: { relationships: current } }),
    'POST /api/users/partial-accounts/invitee': (call) => {
      const { firstName, lastName } = call.body as { firstName: string; lastName: string };
      current = [{ ...link('Initiated'), partner: { firstName, lastName, hasAccount: false } as never }];
      return { status: 201, body: { relationshipId: 'r-1' } };
    },
  });
}

describe('partner page', () => {
  it('ends a link only after the client confirms; Cancel keeps it', async () => {
    stubLinks(link('Confirmed'));
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account/profile/partner' });

    const end = await screen.findByRole('button', { name: 'End link with Jordan Partner' });
    expect(screen.getByRole('list', { name: 'Your links' })).toHaveTextContent('Jordan Partner: Linked');
    await userEvent.click(end);
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('You and Jordan will no longer be linked for couples sessions.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deactivations()).toHaveLength(0);

    await userEvent.click(end);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('The link has ended.')).toBeInTheDocument();
    expect(deactivations().map((c) => c.path)).toEqual(['/api/users/relationships/r-1/deactivate']);
    expect(await screen.findByText('You are not linked with a partner.')).toBeInTheDocument();
  });

  it('invites by email with the name the client gives, and never looks the address up', async () => {
    stubInvitations();
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account/profile/partner' });

    await userEvent.type(await screen.findByLabelText('Partner’s email'), 'jordan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email an invitation' }));
    // Every field is asked for at once; nothing was sent, and what was typed stays.
    expect(await screen.findByText('Enter your partner’s first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your partner’s last name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Partner’s email')).toHaveValue('jordan@example.com');
    expect(network.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Partner’s first name'), 'Jordan');
    await userEvent.type(screen.getByLabelText('Partner’s last name'), 'Partner{Enter}');
    expect(await screen.findByText(/^We emailed Jordan an invitation\./)).toBeInTheDocument();
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/users/partial-accounts/invitee', { email: 'jordan@example.com', firstName: 'Jordan', lastName: 'Partner' }],
    ]);
    expect(network.calls.some((c) => c.path.includes('/accounts/search'))).toBe(false);
    expect(await screen.findByRole('list', { name: 'Your links' })).toHaveTextContent('Jordan Partner: Invitation waiting');
    expect(screen.getByLabelText('Partner’s email')).toHaveValue('');
  });

  it('asks before withdrawing an invitation the client sent', async () => {
    stubLinks(link('Initiated'));
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<App />, { route: '/account/profile/partner' });

    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw invitation to Jordan Partner' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Jordan will no longer be able to accept your invitation.');
    expect(deactivations()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Your invitation to Jordan is withdrawn.')).toBeInTheDocument();
    expect(deactivations()).toHaveLength(1);
  });
});

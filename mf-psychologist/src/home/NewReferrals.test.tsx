import { screen } from '@testing-library/react';
import { stubFetch, createTestPlatform, renderArea, signedIn } from '@harbour/area-runtime/src/testing';
import { NewReferrals } from './NewReferrals';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the card are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const referral = {
  referralId: 'r1',
  patientName: 'Alex Newman',
  patientId: 'client-1',
  gpName: 'Dr Grace Hopper',
  practiceName: 'Harbourside Medical',
  issuedOn: '2026-11-20',
  sessionsApproved: 6,
  urgency: 'Urgent',
  funding: 'Medicare',
  matchedByHarbour: true,
  receivedAt: '2026-11-20T01:00:00.000Z',
};

describe('New referrals on the practice home', () => {
  it("lists each GP referral with the GP, date and sessions, and links to a joined patient's page", async () => {
    network = stubFetch({
      'GET /api/referrals/psychologist': { status: 200, body: { referrals: [referral, { ...referral, referralId: 'r2', patientName: 'Sam Invited', patientId: undefined, urgency: 'Routine', matchedByHarbour: false }] } },
    });
    createTestPlatform(signedIn('Jordan', 'psychologist'));
    renderArea(<NewReferrals />, { route: '/psychologists/account' });
    expect(await screen.findByText(/Alex Newman · from Dr Grace Hopper \(Harbourside Medical\) · 20 Nov 2026 · 6 sessions, Medicare · urgent · matched by Harbour/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Alex Newman' })).toHaveAttribute('href', '/psychologists/account/patient/client-1');
    expect(screen.getByText('Invited to join Harbour')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    network = stubFetch({ 'GET /api/referrals/psychologist': { status: 200, body: { referrals: [] } } });
    createTestPlatform(signedIn('Jordan', 'psychologist'));
    renderArea(<NewReferrals />);
    expect(await screen.findByText('No new referrals in the last 30 days.')).toBeInTheDocument();
  });

  it('says so when they cannot be loaded, with a way to try again', async () => {
    network = stubFetch({ 'GET /api/referrals/psychologist': { status: 500, body: { status: 500, title: 'Internal Server Error', detail: 'An unexpected error occurred' } } });
    createTestPlatform(signedIn('Jordan', 'psychologist'));
    renderArea(<NewReferrals />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load new referrals. An unexpected error occurred');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

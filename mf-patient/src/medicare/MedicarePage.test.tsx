import { act, screen, waitFor } from '@testing-library/react';
import { createTestPlatform, heldAnswer, renderArea, signedIn, stubFetch } from '@harbour/area-runtime/src/testing';
import { MedicarePage } from './MedicarePage';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const ENTITLEMENTS = { calendarYear: 2026, sessionsPerYear: 10, usedThisYear: 2, remainingThisYear: 8, status: 'NoReferral', message: 'Add your referral to claim Medicare rebates.' };

describe('Medicare and funding page', () => {
  it('shows its parts together once every read has answered: the forms do not arrive below a tracker that is still loading', async () => {
    const entitlements = heldAnswer({ status: 200, body: ENTITLEMENTS });
    network = stubFetch({
      'GET /api/users/profile/patient/funding': { status: 200, body: {} },
      'GET /api/users/profile/patient/mhcp': { status: 200, body: { referrals: [] } },
      'GET /api/users/profile/patient/entitlements': entitlements.route,
      'GET /api/files/patient': { status: 200, body: { files: [], readers: [] } },
    });
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<MedicarePage />);

    await waitFor(() => expect(network.calls.some((call) => call.path === '/api/files/patient')).toBe(true));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('heading', { level: 1, name: 'Medicare and funding' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your Medicare details');
    expect(screen.queryByRole('button', { name: 'Save Medicare card' })).not.toBeInTheDocument();

    await entitlements.release();
    expect(await screen.findByRole('heading', { name: 'Your Medicare sessions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Medicare card' })).toBeInTheDocument();
    expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
  });
});

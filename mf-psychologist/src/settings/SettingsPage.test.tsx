import { act, screen, waitFor } from '@testing-library/react';
import { createTestPlatform, heldAnswer, renderArea, signedIn, stubFetch, type StubReply } from '@harbour/area-runtime/src/testing';
import { SettingsPage } from './SettingsPage';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const AVAILABILITY = {
  psychologistId: 'p1',
  timeZone: 'Australia/Melbourne',
  weekly: [],
  overrides: [],
  timeOff: [],
  durationsOffered: [50],
  bufferMinutes: 10,
  minimumNoticeHours: 2,
  horizonDays: 60,
  isAvailableForNewClients: true,
  lateCancellationHours: 24,
  isSet: true,
};
const routes = (overrides: Record<string, StubReply | (() => Promise<StubReply>)>) => ({
  'GET /api/messaging/conversations/messaging-statuses': { status: 200, body: { userId: 'p1', userType: 'psychologist', messagingVisible: true, messagingEnabled: true, termsAccepted: true } },
  'GET /api/sessions/psychologist/availability': { status: 200, body: AVAILABILITY },
  'GET /api/users/timezones': { status: 200, body: [{ timezoneId: 'Australia/Melbourne', name: 'Melbourne' }] },
  'GET /api/users/profile/psychologist/preferences': { status: 200, body: { notificationPreferences: { newMessages: true, sessionChanges: true, newReferrals: true } } },
  'GET /api/practice/business-details': { status: 200, body: { abn: '51824753556', businessName: 'Sam Psychology', providerNumber: '2123456A' } },
  ...overrides,
});

describe('practice settings page', () => {
  it('shows its parts together once every read has answered: none arrives above another one already shown', async () => {
    const availability = heldAnswer({ status: 200, body: AVAILABILITY });
    network = stubFetch(routes({ 'GET /api/sessions/psychologist/availability': availability.route }));
    createTestPlatform(signedIn('Sam', 'psychologist'));
    renderArea(<SettingsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    // The parts below it have answered, but wait for the session settings above them.
    await waitFor(() => expect(network.calls.some((call) => call.path === '/api/practice/business-details')).toBe(true));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your settings');
    expect(screen.queryByRole('form', { name: 'Invoice details' })).not.toBeInTheDocument();

    await availability.release();
    expect(await screen.findByRole('form', { name: 'Sessions and new clients' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Email notifications' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Invoice details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ABN' })).toHaveValue('51824753556');
    expect(screen.queryByText(/^Loading/)).not.toBeInTheDocument();
  });

  it('a part whose read failed says so in its place, and the others show', async () => {
    network = stubFetch(routes({ 'GET /api/practice/business-details': { status: 500, body: { status: 500, title: 'Internal Server Error' } } }));
    createTestPlatform(signedIn('Sam', 'psychologist'));
    renderArea(<SettingsPage />);

    expect(await screen.findByRole('form', { name: 'Sessions and new clients' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invoice details' })).not.toBeInTheDocument();
  });
});

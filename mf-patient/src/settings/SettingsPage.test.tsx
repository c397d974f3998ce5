import { act, screen, waitFor } from '@testing-library/react';
import { createTestPlatform, heldAnswer, renderArea, signedIn, stubFetch, type StubReply } from '@harbour/area-runtime/src/testing';
import { SettingsPage } from './SettingsPage';

// The network is stubbed at the fetch edge (global fetch); the SDK, RTK Query and the page are real.
let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

const PROFILE = { firstName: 'Ada', lastName: 'Client', email: 'ada@example.com', phone: '0412345678', timezoneId: 'Australia/Perth' };
const PREFERENCES = { timezoneId: 'Australia/Perth', notificationPreferences: { sessionReminders: true, messageNotifications: true, newsAndUpdates: false } };
const TIMEZONES = [{ timezoneId: 'Australia/Perth', name: 'Perth' }];
const SMS = { available: true, enabled: false };

const routes = (overrides: Record<string, StubReply | (() => Promise<StubReply>)>) => ({
  'GET /api/users/profile/patient': { status: 200, body: PROFILE },
  'GET /api/users/profile/patient/preferences': { status: 200, body: PREFERENCES },
  'GET /api/users/timezones': { status: 200, body: TIMEZONES },
  'GET /api/users/profile/patient/sms': { status: 200, body: SMS },
  'GET /api/payments/patient/cards': { status: 200, body: { cards: [] } },
  ...overrides,
});

describe('settings page', () => {
  it('shows its parts together once the reads above the cards have answered: the text messages part does not arrive before the one above it', async () => {
    const preferences = heldAnswer({ status: 200, body: PREFERENCES });
    network = stubFetch(routes({ 'GET /api/users/profile/patient/preferences': preferences.route }));
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<SettingsPage />);
    // From the first frame: no part shows before its read has even been asked for.
    expect(screen.getByRole('status')).toHaveTextContent('Loading your settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    // The text messages setting has answered, but its part waits for the part above it.
    await waitFor(() => expect(network.calls.some((call) => call.path === '/api/users/profile/patient/sms')).toBe(true));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your settings');
    expect(screen.queryByRole('form', { name: 'Text messages' })).not.toBeInTheDocument();

    await preferences.release();
    expect(await screen.findByRole('form', { name: 'Time zone and emails' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Text messages' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your settings')).not.toBeInTheDocument();
  });

  it('offers the mobile from the profile even when the profile answers last', async () => {
    const profile = heldAnswer({ status: 200, body: PROFILE });
    network = stubFetch(routes({ 'GET /api/users/profile/patient': profile.route }));
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<SettingsPage />);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your settings');
    await profile.release();
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveValue('0412345678');
  });

  it('a part whose read failed says so in its place, and the others show', async () => {
    network = stubFetch(routes({ 'GET /api/users/profile/patient/sms': { status: 500, body: { status: 500, title: 'Internal Server Error' } } }));
    createTestPlatform(signedIn('Ada', 'client'));
    renderArea(<SettingsPage />);

    expect(await screen.findByRole('form', { name: 'Time zone and emails' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Text messages' })).not.toBeInTheDocument();
  });
});

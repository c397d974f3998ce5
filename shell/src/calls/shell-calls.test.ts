import { createEventBus, createStore, setPlatform, type AuthState, type Platform } from '@harbour/platform';
import { errorMessageOf } from '@harbour/sdk';
import { stubFetch } from '@harbour/ui/src/testing';
import { fetchProfile } from '../auth/profile';
import { findReferrer, requestPasswordReset } from './shell-calls';

// The shell's calls run through the SDK's generated endpoints and base query; only fetch is stubbed.
const handleAuthError = jest.fn(async () => true);
setPlatform({
  auth: createStore<AuthState>({ status: 'unauthenticated' }),
  events: createEventBus(),
  api: { baseUrl: '/api', getAccessToken: () => 'platform-token', handleAuthError },
} as unknown as Platform);

let network: ReturnType<typeof stubFetch>;
afterEach(() => network.restore());

describe("the shell's typed calls", () => {
  it("reads a just-signed-in user's profile with that user's token", async () => {
    network = stubFetch({ 'GET /api/users/profile/gp': { status: 200, body: { userId: 'u1', email: 'gp@example.com', firstName: 'Grace', isApproved: true } } });
    expect(await fetchProfile('gp', 'fresh-token')).toEqual({
      kind: 'profile',
      profile: { email: 'gp@example.com', firstName: 'Grace', lastName: undefined, isApproved: true },
    });
    expect(network.calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer fresh-token']);
  });

  it.each([
    ['their zone', { timezoneId: 'Australia/Perth' }, 'Australia/Perth'],
    ['null when they have none (their device\'s)', {}, null],
  ])("carries a client's time zone with the profile, so the client's pages need not read it again: %s", async (_, fields, timezoneId) => {
    network = stubFetch({ 'GET /api/users/profile/patient': { status: 200, body: { userId: 'u2', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', ...fields } } });
    expect(await fetchProfile('client', 'token')).toEqual({
      kind: 'profile',
      profile: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isApproved: undefined, timezoneId },
    });
  });

  it('counts a 401 on the profile as signed out, without the auth-error retry; other failures as unavailable', async () => {
    network = stubFetch({ 'GET /api/users/profile/patient': { status: 401 } });
    expect(await fetchProfile('client', 'stale-token')).toEqual({ kind: 'signed-out' });
    expect(network.calls).toHaveLength(1);
    expect(handleAuthError).not.toHaveBeenCalled();
    network.restore();
    network = stubFetch({ 'GET /api/users/profile/patient': { status: 500 } });
    expect(await fetchProfile('client', 'token')).toEqual({ kind: 'unavailable' });
    expect(await fetchProfile('administrator', 'token')).toEqual({ kind: 'profile', profile: {} });
  });

  it('finds a partner by an encoded code, and nothing when it cannot be read', async () => {
    network = stubFetch({ 'GET /api/users/referrers/acme%20health': { status: 200, body: { id: 'r1', name: 'acme health', storageTtl: 30 } } });
    expect(await findReferrer('acme health')).toMatchObject({ id: 'r1' });
    expect(await findReferrer('nobody')).toBeNull();
  });

  it("gives a failed password-reset request the API's text (spec §8)", async () => {
    network = stubFetch({
      'POST /api/identity/auth/forgot-password': { status: 422, body: { status: 422, detail: 'email: Enter a valid email address.', fields: { email: 'Enter a valid email address.' } } },
    });
    const failure = await requestPasswordReset({ email: 'nope' }).catch((error: unknown) => error);
    expect(errorMessageOf(failure)).toBe('Enter a valid email address.');
    expect(network.calls[0].body).toEqual({ email: 'nope' });
  });
});

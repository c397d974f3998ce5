import { User } from 'oidc-client-ts';
import { UserStoreWithoutRefreshToken } from './user-store';

describe('the user store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the signed-in user in localStorage without its refresh token', async () => {
    const store = new UserStoreWithoutRefreshToken({ store: window.localStorage });
    const user = new User({
      access_token: 'access',
      id_token: 'id',
      refresh_token: 'a-long-lived-secret',
      token_type: 'Bearer',
      profile: { sub: 'u1', iss: 'https://issuer', aud: 'HarbourWeb', exp: 2_000_000_000, iat: 1 },
      expires_at: 2_000_000_000,
    });
    await store.set('user:1', user.toStorageString());

    const raw = Object.values({ ...localStorage }).join('\n');
    expect(raw).not.toContain('a-long-lived-secret');
    expect(raw).not.toContain('refresh_token');
    const restored = User.fromStorageString((await store.get('user:1'))!);
    expect(restored.access_token).toBe('access');
    expect(restored.profile.sub).toBe('u1');
    expect(restored.refresh_token).toBeUndefined();
  });

  it('passes anything else through unchanged', async () => {
    const store = new UserStoreWithoutRefreshToken({ store: window.localStorage });
    await store.set('state:1', 'not json');
    expect(await store.get('state:1')).toBe('not json');
  });
});

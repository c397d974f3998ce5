import { administratorTtl, secondFactorSessionTtl } from './administrator-sessions';

const config = { accessTokenTtlSeconds: 600, adminAccessTokenTtlSeconds: 300, adminSessionSeconds: 8 * 3600 };
const NOW = 1_800_000_000_000;
const at = (secondsAgo: number) => NOW / 1000 - secondsAgo;

describe("an administrator's token and session lifetimes", () => {
  it.each([
    [600, 300, 300],
    [20, 300, 20], // the e2e stack's 20-second tokens stay 20 seconds
  ])('access token: ACCESS %i, ADMIN %i → %i', (accessTokenTtlSeconds, adminAccessTokenTtlSeconds, expected) => {
    expect(administratorTtl({ accessTokenTtlSeconds, adminAccessTokenTtlSeconds })).toBe(expected);
  });

  it.each([
    ['a password-only sign-in keeps the default', ['pwd'], at(0), undefined],
    ['no amr keeps the default', undefined, at(0), undefined],
    ['a second-factor sign-in just now: 8 h', ['pwd', 'otp'], at(0), 8 * 3600],
    ['renewed 3 h later: what is left, not 8 h again', ['pwd', 'otp'], at(3 * 3600), 5 * 3600],
    ['past 8 h: a second at most', ['pwd', 'otp'], at(9 * 3600), 1],
  ])('%s', (_name, amr, since, expected) => {
    expect(secondFactorSessionTtl(config, amr, since, NOW)).toBe(expected);
  });
});

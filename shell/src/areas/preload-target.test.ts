import type { AuthState, RouteRule, UserType } from '@harbour/platform';
import { preloadTarget } from './preload-target';

const as = (userType: UserType): AuthState => ({ status: 'authenticated', user: { sub: 'u1', userType, accessToken: 't', expiresAt: 0, profile: { isApproved: true } } });
const admin: RouteRule = { owner: 'mf-admin', pattern: '/admin/*', layout: 'default', guard: 'administrator' };
const gp: RouteRule = { owner: 'mf-gp', pattern: '/gp/account/*', layout: 'default', guard: 'gp' };

describe('which area a link may preload', () => {
  it.each<[string, RouteRule | undefined, AuthState, string | undefined]>([
    ['the console, for an administrator', admin, as('administrator'), 'mf-admin'],
    ['the console, for anonymous', admin, { status: 'unauthenticated' }, undefined],
    ['the console, while sign-in is pending', admin, { status: 'pending' }, undefined],
    ['the console, for a client', admin, as('client'), undefined],
    ['the console, for a psychologist', admin, as('psychologist'), undefined],
    ['the console, for a GP', admin, as('gp'), undefined],
    // Other areas keep preloading as before, whatever their guard decides.
    ['the GP area, for anonymous', gp, { status: 'unauthenticated' }, 'mf-gp'],
    ['a shell page', { owner: 'shell', pattern: '/login', layout: 'auth', guard: 'public' }, as('client'), undefined],
    ['no route', undefined, as('client'), undefined],
  ])('%s → %s', (_, rule, auth, expected) => {
    expect(preloadTarget(rule, auth, '/x')).toBe(expected);
  });
});

/**
 * Route ownership (ARCHITECTURE §2) with each route's layout and guard (spec §2). The shell reads
 * it to pick the layout and run the guard before an area mounts; areas own the pages beneath.
 */
export const AREA_NAMES = ['mf-public', 'mf-booking', 'mf-patient', 'mf-psychologist', 'mf-gp', 'mf-messaging'] as const;
export type AreaName = (typeof AREA_NAMES)[number];
export type RouteOwner = AreaName | 'shell';

export type LayoutName =
  | 'default'
  | 'reduced'
  | 'auth'
  | 'checkout'
  | 'matcher'
  | 'session'
  | 'new-session'
  | 'dass21-checkin'
  | 'error'
  | 'none';

export type GuardType = 'public' | 'authenticated' | 'patient' | 'psychologist' | 'gp';

export interface RouteRule {
  /** `/a/:param` matches one segment per param; a trailing `/*` matches the path and anything below. */
  pattern: string;
  owner: RouteOwner;
  layout: LayoutName;
  guard: GuardType;
}

const rule = (pattern: string, owner: RouteOwner, layout: LayoutName = 'default', guard: GuardType = 'public'): RouteRule => ({
  pattern,
  owner,
  layout,
  guard,
});

/** First match wins, so specific rules come before the broader ones beneath them. */
export const ROUTE_TABLE: readonly RouteRule[] = [
  // shell
  rule('/login', 'shell', 'auth'),
  rule('/logout', 'shell', 'auth'),
  rule('/auth/callback', 'shell', 'reduced'),
  rule('/auth/silent-renew', 'shell', 'none'),
  rule('/auth/popup/*', 'shell', 'none'),
  rule('/auth/popup', 'shell', 'none'),
  rule('/auth/*', 'shell', 'auth'),
  // mf-booking
  rule('/book/availability', 'mf-booking', 'checkout'),
  rule('/book/finalise', 'mf-booking', 'checkout'),
  rule('/book/confirmation', 'mf-booking', 'checkout', 'patient'),
  rule('/book', 'mf-booking', 'checkout'),
  rule('/session/new/*', 'mf-booking', 'new-session', 'authenticated'),
  rule('/session/*', 'mf-booking', 'session', 'authenticated'),
  // mf-patient
  rule('/account/*', 'mf-patient', 'default', 'patient'),
  rule('/mental-health-assessment/dass21', 'mf-patient', 'dass21-checkin'),
  // mf-psychologist
  rule('/psychologists/signup', 'mf-psychologist', 'reduced'),
  rule('/psychologists/account/*', 'mf-psychologist', 'default', 'psychologist'),
  // mf-gp
  rule('/gp/signup', 'mf-gp', 'reduced'),
  rule('/gp/verify', 'mf-gp', 'reduced'),
  rule('/gp/account/*', 'mf-gp', 'default', 'gp'),
  // mf-public: named pages first, then generic content pages
  rule('/get-matched/*', 'mf-public', 'matcher'),
  rule('/signup/*', 'mf-public', 'reduced'),
  rule('/support-hub/*', 'mf-public'),
  rule('/device-test/*', 'mf-public'),
  rule('/styleguide/*', 'mf-public'),
  rule('/media/*', 'mf-public'),
  rule('/research/*', 'mf-public'),
  rule('/education/*', 'mf-public'),
  rule('/author/:name', 'mf-public'),
  rule('/online-psychologists/:slug', 'mf-public'),
  rule('/third-party/:referrerId/psychologists', 'mf-public'),
  rule('/', 'mf-public'),
  rule('/:content', 'mf-public'),
  rule('/:content/:child', 'mf-public'),
];

function matches(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return matches(base, path) || (path.startsWith(base + '/') && path.length > base.length + 1);
  }
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, i) => (segment.startsWith(':') ? got[i].length > 0 : segment === got[i]));
}

/** The rule for a path, or undefined when nobody owns it (the shell shows "Page Not Found"). */
export function matchRoute(pathname: string): RouteRule | undefined {
  return ROUTE_TABLE.find((r) => matches(r.pattern, pathname));
}

import { covers, findRouteConflicts, overlaps } from './route-conflicts';
import { matchRoute, type RouteRule } from './route-table';

const r = (owner: string, pattern: string, guard: RouteRule['guard'] = 'public'): RouteRule => ({ owner, pattern, layout: 'default', guard });

describe('route conflicts', () => {
  it.each<[string, RouteRule[], string[]]>([
    ['two areas claiming the same path', [r('mf-booking', '/book'), r('mf-public', '/book')], ['same-path']],
    ['two areas claiming the same path with other param names', [r('mf-gp', '/gp/:id'), r('mf-public', '/gp/:slug')], ['same-path']],
    ['a splat shadowing a later page', [r('mf-booking', '/book/*'), r('mf-booking', '/book/availability')], ['shadowed']],
    ['a splat shadowing its own base', [r('shell', '/auth/popup/*'), r('shell', '/auth/popup')], ['shadowed']],
    ['a param shadowing a later page', [r('mf-public', '/:content'), r('mf-booking', '/book')], ['shadowed']],
    ["another area's splat shadowing a deeper splat", [r('mf-patient', '/account/*'), r('mf-booking', '/account/sessions/*')], ['shadowed']],
    ['the same rule twice in one area', [r('mf-gp', '/gp/signup'), r('mf-gp', '/gp/signup')], ['shadowed']],
    ["an earlier area's param taking some of another area's paths", [r('mf-booking', '/account/:x'), r('mf-patient', '/account/*')], ['same-path']],
    ["an earlier area's splat taking some of another area's paths", [r('mf-booking', '/gp/*'), r('mf-gp', '/:section/signup')], ['same-path']],
    ['the same area overlapping itself (first match wins)', [r('mf-booking', '/session/new/*'), r('mf-booking', '/session/*')], []],
    ['a star in the middle', [r('mf-gp', '/gp/*/x')], ['invalid']],
    ['a pattern without a leading slash', [r('mf-gp', 'gp')], ['invalid']],
    ['an unknown guard', [r('mf-gp', '/gp', 'admin' as RouteRule['guard'])], ['invalid']],
    ['a specific page before a splat', [r('mf-booking', '/book/availability'), r('mf-booking', '/book/*')], []],
    ['a page before the generic content pages', [r('mf-booking', '/book'), r('mf-public', '/:content'), r('mf-public', '/:content/:child')], []],
    ["a fallback param page after another area's splat", [r('mf-booking', '/session/*'), r('mf-public', '/:content')], []],
    ["a param page before another area's splat takes its base path", [r('mf-public', '/:content'), r('mf-booking', '/session/*')], ['same-path']],
    ['a longer page after a shorter param page', [r('mf-public', '/:content'), r('mf-gp', '/gp/signup')], []],
  ])('%s', (_name, rules, kinds) => {
    expect(findRouteConflicts(rules).map((c) => c.kind)).toEqual(kinds);
  });

  it('names both owners when two areas claim a path', () => {
    expect(findRouteConflicts([r('mf-booking', '/book'), r('mf-public', '/book')])[0].message).toBe('/book is claimed by both mf-booking and mf-public');
  });

  it.each([
    ['/a/*', '/a', true],
    ['/a/*', '/a/b/c', true],
    ['/a/*', '/ab', false],
    ['/a/:x', '/a/*', false],
    ['/:x/b', '/a/b', true],
    ['/a/b', '/:x/b', false],
  ])('%s covers %s: %s', (earlier, later, expected) => {
    expect(covers(earlier, later)).toBe(expected);
  });
});

describe('route overlap', () => {
  it.each([
    ['/account/:x', '/account/*', true],
    ['/gp/*', '/:s/signup', true],
    ['/gp/signup', '/gp/verify', false],
    ['/book', '/book/*', true],
    ['/book/a/*', '/book/b/*', false],
    ['/a/:x', '/:y/b', true],
  ])('%s and %s: %s', (one, other, expected) => {
    expect(overlaps(one, other)).toBe(expected);
    expect(overlaps(other, one)).toBe(expected);
  });
});

describe('route matching', () => {
  const table = [r('shell', '/login'), r('mf-booking', '/book'), r('mf-patient', '/account/*', 'patient'), r('mf-public', '/:content')];
  it.each([
    ['/login', 'shell'],
    ['/book', 'mf-booking'],
    ['/account', 'mf-patient'],
    ['/account/', 'mf-patient'],
    ['/account/sessions/upcoming', 'mf-patient'],
    ['/bookings', 'mf-public'],
    ['/no/such/page', undefined],
  ])('%s belongs to %s', (path, owner) => {
    expect(matchRoute(table, path)?.owner).toBe(owner);
  });
});

import { matchRoute } from './route-table';

describe('route ownership', () => {
  it.each([
    ['/', 'mf-public', 'default', 'public'],
    ['/styleguide', 'mf-public', 'default', 'public'],
    ['/get-matched/hcf', 'mf-public', 'matcher', 'public'],
    ['/book', 'mf-booking', 'checkout', 'public'],
    ['/book/confirmation', 'mf-booking', 'checkout', 'patient'],
    ['/session/new/abc/end', 'mf-booking', 'new-session', 'authenticated'],
    ['/session/abc', 'mf-booking', 'session', 'authenticated'],
    ['/account', 'mf-patient', 'default', 'patient'],
    ['/account/sessions/upcoming', 'mf-patient', 'default', 'patient'],
    ['/mental-health-assessment/dass21', 'mf-patient', 'dass21-checkin', 'public'],
    ['/psychologists/account/patients', 'mf-psychologist', 'default', 'psychologist'],
    ['/psychologists/signup', 'mf-psychologist', 'reduced', 'public'],
    ['/psychologists', 'mf-public', 'default', 'public'],
    ['/gp/account/referrals', 'mf-gp', 'default', 'gp'],
    ['/gp', 'mf-public', 'default', 'public'],
    ['/auth/silent-renew', 'shell', 'none', 'public'],
    ['/login', 'shell', 'auth', 'public'],
  ])('%s belongs to %s with the %s layout and %s guard', (path, owner, layout, guard) => {
    expect(matchRoute(path)).toMatchObject({ owner, layout, guard });
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/account/')?.owner).toBe('mf-patient');
  });

  it('leaves paths deeper than a content page unowned', () => {
    expect(matchRoute('/no/such/page')).toBeUndefined();
  });

  it('does not let a prefix rule swallow a longer word', () => {
    expect(matchRoute('/bookings')?.owner).toBe('mf-public');
  });
});

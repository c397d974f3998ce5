import { loadPortalRoutes, type PortalRoutes } from './portal-routes';

// The link checker that the email and text tests rely on must itself tell pages from Page Not Found.
let routes: PortalRoutes;
beforeAll(async () => {
  routes = await loadPortalRoutes();
});

describe('portal routes, read from the route declarations', () => {
  it.each([
    ['/', 'mf-public', 'public'],
    ['/login', 'shell', 'public'],
    ['/signup/3f8e3a8e-0000-4000-8000-000000000000', 'mf-public', 'public'],
    ['/account/sessions/abc', 'mf-patient', 'patient'],
    ['/account/sessions/reschedule', 'mf-patient', 'patient'],
    ['/account/settings', 'mf-patient', 'patient'],
    ['/account/custom-bookings/abc', 'mf-patient', 'patient'],
    ['/session/abc', 'mf-booking', 'authenticated'],
    ['/book', 'mf-booking', 'public'],
    ['/psychologists/account/patient/abc', 'mf-psychologist', 'psychologist'],
    ['/psychologists/account/sessions/abc', 'mf-psychologist', 'psychologist'],
    ['/gp/account/correspondence', 'mf-gp', 'gp'],
    ['/admin', 'mf-admin', 'administrator'],
    ['/admin/practitioners', 'mf-admin', 'administrator'],
  ])('%s is a page of %s (guard %s)', (pathname, owner, guard) => {
    expect(routes.check(pathname)).toEqual({ owner, guard });
  });

  it.each([
    ['/psychologists/account/patients/abc', 'mf-psychologist shows its Page Not Found'],
    ['/account/nowhere', 'mf-patient shows its Page Not Found'],
    ['/account/sessions/abc/more', 'mf-patient shows its Page Not Found'],
    ['/session/new/abc/elsewhere', 'mf-booking shows its Page Not Found'],
    ['/gp/account/letters', 'mf-gp shows its Page Not Found'],
    ['/admin/nowhere', 'mf-admin shows its Page Not Found'],
  ])('%s is not a page (%s)', (pathname, problem) => {
    expect(routes.check(pathname).problem).toContain(problem);
  });

  it('checks API paths against the OpenAPI document', () => {
    expect(routes.checkApi('/api/sessions/calendar/session/abc/harbour-session.ics')).toBeUndefined();
    expect(routes.checkApi('/api/sessions/calendar/nowhere')).toBe('no API operation at /api/sessions/calendar/nowhere');
  });
});

import type { AreaRoutesFile } from '@harbour/platform';
import type { RemotesManifest } from '../areas/remotes-manifest';
import { createRouteRegistry } from './route-registry';

const line = (area: string) => ({ entry: `/areas/${area}/b1/mf-manifest.json`, routes: `/areas/${area}/b1/routes.json` });

/** A file, a status it answers every time, or a list of answers in turn (the last repeats). */
type Answer = AreaRoutesFile | number;

function registry(files: Record<string, Answer | Answer[]>, served: Record<string, unknown> = {}) {
  const remotes: RemotesManifest = Object.fromEntries(Object.keys(files).map((area) => [area, line(area)]));
  const requests: Record<string, number> = {};
  const fetchImpl = (async (url: string) => {
    const area = url.split('/')[2];
    const answers = ([] as Answer[]).concat(files[area]);
    const file = answers[Math.min(requests[area] ?? 0, answers.length - 1)];
    requests[area] = (requests[area] ?? 0) + 1;
    return typeof file === 'number' ? { ok: false, status: file } : { ok: true, status: 200, json: async () => file };
  }) as unknown as typeof fetch;
  return Object.assign(createRouteRegistry(Promise.resolve(remotes), fetchImpl, 1, served), { requests });
}

const file = (area: string, routes: AreaRoutesFile['routes'], contractVersion = '2.0.0'): AreaRoutesFile => ({ area, contractVersion, routes });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('route registry', () => {
  it("matches the shell's routes, then each area's in the order of areas.json", async () => {
    const routes = registry({
      'mf-public': file('mf-public', [{ pattern: '/:content', layout: 'default', guard: 'public' }]),
      'mf-booking': file('mf-booking', [{ pattern: '/book/summary', layout: 'reduced', guard: 'patient', title: 'Summary' }]),
    });
    await routes.ready;
    expect(routes.match('/login')?.owner).toBe('shell');
    expect(routes.match('/book/summary')).toEqual({ pattern: '/book/summary', layout: 'reduced', guard: 'patient', title: 'Summary', owner: 'mf-booking' });
    expect(routes.match('/faq')?.owner).toBe('mf-public');
  });

  it('keeps the routes of an area built for another contract major, with the reason it is not mounted', async () => {
    const routes = registry({ 'mf-gp': file('mf-gp', [{ pattern: '/gp/signup', layout: 'reduced', guard: 'public' }], '3.1.0') });
    await routes.ready;
    expect(routes.match('/gp/signup')?.owner).toBe('mf-gp');
    expect(routes.contractMismatch('mf-gp')).toBe('This part of Harbour was built for platform contract 3.x; this page runs 2.x.');
    expect(routes.contractMismatch('mf-booking')).toBeUndefined();
  });

  it('drops a rule that conflicts with an earlier one instead of guessing', async () => {
    const routes = registry({
      'mf-booking': file('mf-booking', [{ pattern: '/account/bookings', layout: 'checkout', guard: 'public' }]),
      'mf-patient': file('mf-patient', [{ pattern: '/account/bookings', layout: 'default', guard: 'patient' }]),
    });
    await routes.ready;
    expect(routes.match('/account/bookings')?.owner).toBe('mf-booking');
  });

  it("leaves an area's paths unowned when its routes.json cannot be read; the others keep theirs", async () => {
    const routes = registry({ 'mf-gp': 404, 'mf-booking': file('mf-booking', [{ pattern: '/book', layout: 'checkout', guard: 'public' }]) });
    await routes.ready;
    expect(routes.match('/gp/signup')).toBeUndefined();
    expect(routes.match('/book')?.owner).toBe('mf-booking');
    expect(routes.requests['mf-gp']).toBe(2);
  });

  it('takes the routes files served with the page without asking for them; one not served is fetched', async () => {
    const routes = registry(
      {
        'mf-gp': 404,
        'mf-booking': file('mf-booking', [{ pattern: '/book', layout: 'checkout', guard: 'public' }]),
      },
      { '/areas/mf-gp/b1/routes.json': file('mf-gp', [{ pattern: '/gp/account/*', layout: 'default', guard: 'gp' }]) },
    );
    await routes.ready;
    expect(routes.match('/gp/account')?.owner).toBe('mf-gp');
    expect(routes.match('/book')?.owner).toBe('mf-booking');
    expect(routes.requests).toEqual({ 'mf-booking': 1 });
  });

  it('reads a routes.json again once when the first read fails', async () => {
    const gp = file('mf-gp', [{ pattern: '/gp/signup', layout: 'reduced', guard: 'public' }]);
    const routes = registry({ 'mf-gp': [503, gp] });
    await routes.ready;
    expect(routes.match('/gp/signup')?.owner).toBe('mf-gp');
    expect(routes.requests['mf-gp']).toBe(2);
  });
});

import { stubFetch } from '@harbour/ui/src/testing';
import { PAGE_DATA_ELEMENT_ID, readServedPageData } from './served-page-data';

// The portal server serves each page with the client settings and the redirect lookup for its
// path (scripts/lib/seo-pages.mjs); the shell then asks the API for neither on that page load.
const SETTINGS = { authority: 'https://portal.example/identity', clientId: 'HarbourWeb', scope: 'openid api', accessTokenExpiringNotificationTimeInSeconds: 60, silentRenewIntervalSeconds: null };

function serve(text: string | undefined) {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  if (text === undefined) return;
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

describe('the data served with the page', () => {
  it.each([
    ['nothing served', undefined, {}],
    ['not JSON', '{', {}],
    ['not an object', '[1]', {}],
    ['settings without an authority, a lookup without a target', JSON.stringify({ clientSettings: { clientId: 'x' }, redirectLookup: { path: '/a', redirect: { to: '/b' } } }), {}],
    ['both parts', JSON.stringify({ clientSettings: SETTINGS, redirectLookup: { path: '/account', redirect: null } }), { clientSettings: SETTINGS, redirectLookup: { path: '/account', redirect: null } }],
    [
      'a redirect found',
      JSON.stringify({ redirectLookup: { path: '/faqs', redirect: { path: '/faqs', target: '/support-hub', permanent: true } } }),
      { redirectLookup: { path: '/faqs', redirect: { path: '/faqs', target: '/support-hub', permanent: true } } },
    ],
  ])('%s', (_, text, expected) => {
    serve(text);
    expect(readServedPageData()).toEqual(expected);
  });
});

describe('with the data served', () => {
  let network: ReturnType<typeof stubFetch>;
  afterEach(() => network.restore());

  it("answers the client settings and the page's own redirect lookup without asking the API; another path is still asked", async () => {
    serve(JSON.stringify({ clientSettings: SETTINGS, redirectLookup: { path: '/account', redirect: null } }));
    jest.resetModules();
    const { fetchClientSettings } = await import('../auth/client-settings');
    const { lookUpRedirect } = await import('../routing/redirects');
    network = stubFetch({ 'GET /api/content/redirects': { status: 200, body: { redirect: { path: '/faqs', target: '/support-hub', permanent: true } } } });

    expect(await fetchClientSettings()).toEqual(SETTINGS);
    expect(await lookUpRedirect('/account')).toBeNull();
    expect(network.calls).toEqual([]);
    expect(await lookUpRedirect('/faqs')).toEqual({ path: '/faqs', target: '/support-hub', permanent: true });
    expect(network.calls.map((call) => call.path)).toEqual(['/api/content/redirects']);
  });
});

import { initialRemotesManifest } from './remotes-manifest';

// The portal server serves /remotes.json inside the page (scripts/lib/seo-pages.mjs): the shell's
// start-up then reads it from there; a page served without it fetches it as before.
const LINE = { entry: '/areas/mf-gp/b7/mf-manifest.json', routes: '/areas/mf-gp/b7/routes.json' };

function network(body: unknown) {
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    asked.push(url);
    return { ok: true, status: 200, json: async () => body };
  }) as unknown as typeof fetch;
  return { asked, fetchImpl };
}

describe('the remotes manifest at start-up', () => {
  it.each([
    ['served with the page: not fetched', { 'mf-gp': LINE, 'mf-unknown': LINE, 'mf-admin': 7 }, []],
    ['a bare manifest URL served: its routes beside it', { 'mf-gp': LINE.entry }, []],
    ['not served: fetched', undefined, ['/remotes.json']],
  ])('%s', async (_, served, asked) => {
    const fetched = network({ 'mf-gp': LINE });
    expect(await initialRemotesManifest(fetched.fetchImpl, served)).toEqual({ 'mf-gp': LINE });
    expect(fetched.asked).toEqual(asked);
  });
});

import type { AreaName } from '@harbour/platform';
import { createAreaLoader, type AreaLifecycles, type FederationCalls } from './area-loader';
import type { RemotesManifest } from './remotes-manifest';

const lifecycles: AreaLifecycles = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };
const MANIFEST: RemotesManifest = {
  'mf-patient': { entry: '/remotes/mf-patient/1/mf-manifest.json', routes: '/remotes/mf-patient/1/routes.json' },
  'mf-public': { entry: '/remotes/mf-public/1/mf-manifest.json', routes: '/remotes/mf-public/1/routes.json' },
};

/** A loader over recorded runtime calls; `ready` and the manifest resolve when the test says so. */
function setUp({ remote = async () => lifecycles }: { remote?: (id: string) => Promise<AreaLifecycles> } = {}) {
  const calls: string[] = [];
  let routesReady!: () => void;
  const ready = new Promise<void>((resolve) => (routesReady = resolve));
  const runtime: FederationCalls = {
    registerRemotes: ((remotes: { name: string }[], options?: { force?: boolean }) => {
      calls.push(`register ${remotes.map((r) => r.name).join()}${options?.force ? ' (force)' : ''}`);
    }) as FederationCalls['registerRemotes'],
    loadRemote: (async (id: string) => {
      calls.push(`load ${id}`);
      return remote(id);
    }) as FederationCalls['loadRemote'],
    startShared: async () => void calls.push('start shared router'),
  };
  const loader = createAreaLoader(Promise.resolve(MANIFEST), { ready, contractMismatch: () => undefined }, runtime);
  return { loader, calls, routesReady };
}

describe('area loader', () => {
  it('starts the shared router before anything of the area, while the routes are still being read', async () => {
    const { loader, calls, routesReady } = setUp();
    const loading = loader.load('mf-patient');
    expect(calls).toEqual(['start shared router']);
    routesReady();
    await expect(loading).resolves.toBe(lifecycles);
    expect(calls).toEqual(['start shared router', 'register mf_patient', 'load mf_patient/lifecycles']);
  });

  it.each<[string, AreaName[]]>([
    ['one area', ['mf-public']],
    ['two areas one after the other', ['mf-public', 'mf-patient']],
  ])('asks for the shared router with every area load (%s); loading it twice is the starter’s to avoid', async (_case, areas) => {
    const { loader, calls, routesReady } = setUp();
    routesReady();
    for (const area of areas) await loader.load(area);
    expect(calls.filter((c) => c === 'start shared router')).toHaveLength(areas.length);
  });

  it('loads the area even when the shared router could not be started (the area then fetches its own copy)', async () => {
    const loader = createAreaLoader(Promise.resolve(MANIFEST), { ready: Promise.resolve(), contractMismatch: () => undefined }, {
      registerRemotes: (() => undefined) as FederationCalls['registerRemotes'],
      loadRemote: (async () => lifecycles) as FederationCalls['loadRemote'],
      startShared: () => Promise.reject(new Error('offline')),
    });
    await expect(loader.load('mf-public')).resolves.toBe(lifecycles);
  });

  it('an early fetch and the mount share one load: the area is fetched once', async () => {
    const { loader, calls, routesReady } = setUp();
    void loader.fetchAhead('mf-patient');
    routesReady();
    await expect(loader.load('mf-patient')).resolves.toBe(lifecycles);
    expect(calls.filter((c) => c.startsWith('load '))).toEqual(['load mf_patient/lifecycles']);
  });

  it.each<[string, (loader: ReturnType<typeof createAreaLoader>) => Promise<unknown>]>([
    ['the early fetch failed', (loader) => loader.fetchAhead('mf-patient')],
    ['the mount’s load failed', (loader) => loader.load('mf-patient').catch(() => undefined)],
  ])('after a failed load the next one fetches the area again (%s)', async (_case, first) => {
    let attempts = 0;
    const { loader, calls, routesReady } = setUp({
      remote: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('connection refused');
        return lifecycles;
      },
    });
    routesReady();
    await first(loader);
    await expect(loader.load('mf-patient')).resolves.toBe(lifecycles);
    expect(calls.filter((c) => c.startsWith('load '))).toHaveLength(2);
  });

  it('Retry (reload) drops a loaded area, so the next load fetches it from the manifest again', async () => {
    const { loader, calls, routesReady } = setUp();
    routesReady();
    await loader.load('mf-patient');
    const original = global.fetch;
    global.fetch = jest.fn(async () => new Response(JSON.stringify(MANIFEST))) as typeof fetch;
    try {
      await loader.reload('mf-patient');
    } finally {
      global.fetch = original;
    }
    await loader.load('mf-patient');
    expect(calls.filter((c) => c.startsWith('load ') || c.endsWith('(force)'))).toEqual(['load mf_patient/lifecycles', 'register mf_patient (force)', 'load mf_patient/lifecycles']);
  });
});

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { AREAS, type AreaName, type AreaProps } from '@harbour/platform';
import { manifestToPreload } from './preload';
import { fetchRemotesManifest, type RemotesManifest } from './remotes-manifest';
import { startSharedRouter } from './shared-router';

export type AreaLifecycles = LifeCycles<AreaProps>;

/** The Module Federation container name, from the one list of areas. */
const federationName = (area: AreaName) => AREAS.find((a) => a.name === area)?.federationName ?? area.replace(/-/g, '_');

/** An area the shell will not mount; its message is shown in the area's slot. */
export class AreaRefusedError extends Error {}

/** The federation runtime's calls the loader makes (tests pass their own). */
export interface FederationCalls {
  registerRemotes: typeof registerRemotes;
  loadRemote: typeof loadRemote;
  /** Starts loading the shared libraries every area uses that the shell's first page does not carry. */
  startShared(): Promise<unknown>;
}

const federation: FederationCalls = { registerRemotes, loadRemote, startShared: startSharedRouter };

/**
 * Loads areas from the remotes manifest with the federation runtime. The manifest is read at run
 * time, so a new area build goes live by changing its line — the shell is never rebuilt.
 */
export function createAreaLoader(
  initial: Promise<RemotesManifest>,
  routes: { ready: Promise<void>; contractMismatch(area: AreaName): string | undefined },
  { registerRemotes, loadRemote, startShared }: FederationCalls = federation,
) {
  let manifest = initial;
  const registered = new Set<AreaName>();

  async function entryOf(area: AreaName): Promise<string> {
    const line = (await manifest)[area];
    if (!line) throw new Error(`${area} is not in /remotes.json`);
    return line.entry;
  }

  async function register(area: AreaName) {
    if (registered.has(area)) return;
    registerRemotes([{ name: federationName(area), entry: await entryOf(area) }]);
    registered.add(area);
  }
  async function loadOnce(area: AreaName): Promise<AreaLifecycles> {
    // The router's file comes beside the area's entry instead of after it; the area's own
    // request for it then waits on this one. A failure here is the area's to report.
    startShared().catch(() => undefined);
    // An area built against another contract major would misread the platform: not mounted.
    await routes.ready;
    const mismatch = routes.contractMismatch(area);
    if (mismatch) throw new AreaRefusedError(mismatch);
    await register(area);
    const module = await loadRemote<AreaLifecycles>(`${federationName(area)}/lifecycles`);
    if (!module || typeof module.mount !== 'function') throw new Error(`${area} exposes no single-spa lifecycles`);
    return module;
  }

  /** Each area's load under way or done, so an early fetch and the slot's mount share one. */
  const loads = new Map<AreaName, Promise<AreaLifecycles>>();

  function load(area: AreaName): Promise<AreaLifecycles> {
    const known = loads.get(area);
    if (known) return known;
    const loading = loadOnce(area);
    loads.set(area, loading);
    // A failed load is not kept: the slot's next mount, or its Retry, tries afresh.
    loading.catch(() => {
      if (loads.get(area) === loading) loads.delete(area);
    });
    return loading;
  }

  return {
    load,
    /**
     * Fetches the area's entry and lifecycles (and the shared router) without mounting it, while
     * the sign-in check or the redirect lookup still holds its page back; the mount then finds
     * them loaded. Only for an area this visitor may download (the caller decides:
     * `preloadTarget`, never the console before the sign-in check says administrator). A failure
     * is left for the mount to meet and show with Retry.
     */
    fetchAhead(area: AreaName): Promise<void> {
      return load(area).then(
        () => undefined,
        () => undefined,
      );
    },
    /** Re-reads the manifest and drops the cached remote, so the next load fetches it afresh. */
    async reload(area: AreaName): Promise<void> {
      loads.delete(area);
      manifest = fetchRemotesManifest().catch(() => initial);
      registerRemotes([{ name: federationName(area), entry: await entryOf(area) }], { force: true });
      registered.add(area);
    },
    /**
     * Fetches an area's manifest ahead of a likely navigation (spec §9: "1 s delay before
     * preloading manifest"): its mf-manifest.json, which names its entry and the files of its
     * lifecycles. Not the area's code: that would not fit a first visit's JavaScript budget. The
     * manifest is served immutable, so the federation runtime's own fetch on a click is answered
     * from the browser's cache, and the runtime then fetches the entry and the lifecycles'
     * files side by side instead of one after the other.
     */
    async preload(area: AreaName): Promise<void> {
      await routes.ready;
      if (routes.contractMismatch(area)) return;
      const url = manifestToPreload(await entryOf(area));
      if (!url) return;
      const response = await fetch(url);
      await response.arrayBuffer();
    },
  };
}

export type AreaLoader = ReturnType<typeof createAreaLoader>;

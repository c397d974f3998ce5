import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { AREAS, type AreaName, type AreaProps } from '@harbour/platform';
import { manifestToPreload } from './preload';
import { fetchRemotesManifest, type RemotesManifest } from './remotes-manifest';

export type AreaLifecycles = LifeCycles<AreaProps>;

/** The Module Federation container name, from the one list of areas. */
const federationName = (area: AreaName) => AREAS.find((a) => a.name === area)?.federationName ?? area.replace(/-/g, '_');

/** An area the shell will not mount; its message is shown in the area's slot. */
export class AreaRefusedError extends Error {}

/**
 * Loads areas from the remotes manifest with the federation runtime. The manifest is read at run
 * time, so a new area build goes live by changing its line — the shell is never rebuilt.
 */
export function createAreaLoader(
  initial: Promise<RemotesManifest>,
  routes: { ready: Promise<void>; contractMismatch(area: AreaName): string | undefined },
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
  return {
    async load(area: AreaName): Promise<AreaLifecycles> {
      // An area built against another contract major would misread the platform: not mounted.
      await routes.ready;
      const mismatch = routes.contractMismatch(area);
      if (mismatch) throw new AreaRefusedError(mismatch);
      await register(area);
      const module = await loadRemote<AreaLifecycles>(`${federationName(area)}/lifecycles`);
      if (!module || typeof module.mount !== 'function') throw new Error(`${area} exposes no single-spa lifecycles`);
      return module;
    },
    /** Re-reads the manifest and drops the cached remote, so the next load fetches it afresh. */
    async reload(area: AreaName): Promise<void> {
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

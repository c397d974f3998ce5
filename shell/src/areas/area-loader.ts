import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { AreaName, AreaProps } from '@harbour/platform';
import { fetchRemotesManifest, type RemotesManifest } from './remotes-manifest';

export type AreaLifecycles = LifeCycles<AreaProps>;

/** A Module Federation container name must be an identifier: mf-public → mf_public. */
const federationName = (area: AreaName) => area.replace(/-/g, '_');

/**
 * Loads areas from the remotes manifest with the federation runtime. The manifest is read at run
 * time, so a new area build goes live by changing its line — the shell is never rebuilt.
 */
export function createAreaLoader(initial: Promise<RemotesManifest>) {
  let manifest = initial;

  async function entryOf(area: AreaName): Promise<string> {
    const entry = (await manifest)[area];
    if (!entry) throw new Error(`${area} is not in /remotes.json`);
    return entry;
  }

  return {
    async load(area: AreaName): Promise<AreaLifecycles> {
      registerRemotes([{ name: federationName(area), entry: await entryOf(area) }]);
      const module = await loadRemote<AreaLifecycles>(`${federationName(area)}/lifecycles`);
      if (!module || typeof module.mount !== 'function') throw new Error(`${area} exposes no single-spa lifecycles`);
      return module;
    },
    /** Re-reads the manifest and drops the cached remote, so the next load fetches it afresh. */
    async reload(area: AreaName): Promise<void> {
      manifest = fetchRemotesManifest().catch(() => initial);
      registerRemotes([{ name: federationName(area), entry: await entryOf(area) }], { force: true });
    },
  };
}

export type AreaLoader = ReturnType<typeof createAreaLoader>;

// The single-spa root config: plain TypeScript, no React. It registers every area from the
// remotes manifest; the shell's UI only provides the containers and the status views.
import { registerApplication, start } from 'single-spa';
import { AREAS, type AreaName, type Platform } from '@harbour/platform';
import { createAreaLoader } from './areas/area-loader';
import { createAreaSlot, type AreaStatusView } from './areas/area-slot';
import type { RemotesManifest } from './areas/remotes-manifest';
import { createSlotElements, mainSlotContainer, overlaySlotContainer } from './areas/slot-elements';
import type { RouteRegistry } from './routing/route-registry';

export interface RouteGate {
  /** Whether the area may be active at this location: it owns the route and its guard passed. */
  allows(area: AreaName, location: Location): boolean;
}

export function startRootConfig(platform: Platform, view: AreaStatusView, gate: RouteGate, remotes: Promise<RemotesManifest>, routes: RouteRegistry) {
  const loader = createAreaLoader(remotes, routes);
  const retries = new Map<string, () => Promise<void>>();

  for (const { name: area, alwaysMounted } of AREAS) {
    // Areas without routes of their own are mounted on every page (the inbox overlay).
    const always = alwaysMounted === true;
    const elements = createSlotElements(area, always ? overlaySlotContainer : mainSlotContainer);
    const slot = createAreaSlot(area, { loader, view, elements, platform });
    retries.set(area, slot.retry);
    registerApplication({
      name: area,
      app: async () => slot.lifecycles,
      activeWhen: always ? () => true : (location) => gate.allows(area, location),
      customProps: { name: area, platform, domElement: elements.app },
    });
  }

  start({ urlRerouteOnly: true });
  return {
    retry: async (area: string) => {
      await retries.get(area)?.();
    },
  };
}

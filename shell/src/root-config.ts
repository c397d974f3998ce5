// The single-spa root config: plain TypeScript, no React. It registers every area from the
// remotes manifest; the shell's UI only provides the containers and the status views.
import { getAppStatus, registerApplication, start, triggerAppChange, NOT_LOADED } from 'single-spa';
import { AREAS, type AreaName, type AuthState, type Platform, type ReadableStore } from '@harbour/platform';
import { createAreaLoader } from './areas/area-loader';
import { createAreaSlot, type AreaStatusView } from './areas/area-slot';
import { createAreaPreloader } from './areas/preload';
import { preloadTarget } from './areas/preload-target';
import type { RemotesManifest } from './areas/remotes-manifest';
import { createSlotElements, mainSlotContainer, overlaySlotContainer } from './areas/slot-elements';
import type { RouteRegistry } from './routing/route-registry';

export interface RouteGate {
  /** Whether the area may be active at this location: it owns the route and its guard passed. */
  allows(area: AreaName, location: Location): boolean;
}

/** The inbox overlay opens from any page by these query parameters (spec §2). */
const opensInbox = (location: Location) => {
  const query = new URLSearchParams(location.search);
  return query.has('inbox') || query.has('message');
};

/**
 * Areas without routes (the inbox overlay) are mounted on every page, but only for a signed-in
 * user or once the address has asked for the inbox: an anonymous visit never downloads them. The
 * overlay takes its parameters out of the address once open, so an ask lasts for the page's life.
 */
export function createOverlayActivity() {
  let asked = false;
  return (auth: AuthState, location: Location) => {
    asked ||= opensInbox(location);
    return auth.status === 'authenticated' || asked;
  };
}

export function startRootConfig(
  platform: Platform,
  view: AreaStatusView,
  gate: RouteGate,
  remotes: Promise<RemotesManifest>,
  routes: RouteRegistry,
  auth: ReadableStore<AuthState>,
) {
  const loader = createAreaLoader(remotes, routes);
  const overlayActive = createOverlayActivity();
  const retries = new Map<string, () => Promise<void>>();

  for (const { name: area, alwaysMounted } of AREAS) {
    const always = alwaysMounted === true;
    const elements = createSlotElements(area, always ? overlaySlotContainer : mainSlotContainer);
    const slot = createAreaSlot(area, { loader, view, elements, platform });
    retries.set(area, slot.retry);
    registerApplication({
      name: area,
      app: async () => slot.lifecycles,
      activeWhen: always ? (location) => overlayActive(auth.get(), location) : (location) => gate.allows(area, location),
      customProps: { name: area, platform, domElement: elements.app },
    });
  }

  // Signing in (or out) mounts (or unmounts) the overlay areas.
  let signedIn = auth.get().status === 'authenticated';
  auth.subscribe(() => {
    const now = auth.get().status === 'authenticated';
    if (now !== signedIn) {
      signedIn = now;
      triggerAppChange();
    }
  });

  // The current route's area loads first; once it is mounted, the areas its links lead to follow.
  const preloader = createAreaPreloader({
    preload: (area) => loader.preload(area),
    areaOf: (pathname) => preloadTarget(routes.match(pathname), auth.get(), pathname),
    isLoaded: (area) => getAppStatus(area) !== NOT_LOADED,
  });
  window.addEventListener('single-spa:app-change', () => preloader.schedule());

  start({ urlRerouteOnly: true });
  return {
    retry: async (area: string) => {
      await retries.get(area)?.();
    },
  };
}

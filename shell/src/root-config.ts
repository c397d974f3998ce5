// The single-spa root config: plain TypeScript, no React. It registers every area from the
// remotes manifest; the shell's UI only provides the containers and the status views.
import { getAppStatus, getMountedApps, registerApplication, start, triggerAppChange, NOT_LOADED } from 'single-spa';
import { AREAS, type AreaName, type AuthState, type Platform, type ReadableStore } from '@harbour/platform';
import { createAreaLoader } from './areas/area-loader';
import { createAreaSlot, type AreaStatusView } from './areas/area-slot';
import { createOverlayActivity, createPageShown, whenIdle } from './areas/overlay-activity';
import { createAreaPreloader } from './areas/preload';
import { preloadTarget } from './areas/preload-target';
import type { RemotesManifest } from './areas/remotes-manifest';
import { createSlotElements, mainSlotContainer, overlaySlotContainer } from './areas/slot-elements';
import { shellDialogsPreload } from './ui/shell-dialogs';
import { whenPageHeading } from './ui/where-am-i';
import type { RouteRegistry } from './routing/route-registry';

export interface RouteGate {
  /** Whether the area may be active at this location: it owns the route and its guard passed. */
  allows(area: AreaName, location: Location): boolean;
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
  // The messaging overlay mounts once the page is shown: its heading is there (or 5 s have passed)
  // and the browser is idle (or 3 s more have passed).
  const pageShown = createPageShown({ idle: whenIdle(3000), onShown: () => triggerAppChange(), ready: () => whenPageHeading({ timeoutMs: 5000 }) });
  // Counted once the page's own area is mounted (or the shell owns the page): a routing event while
  // the sign-in check still holds the area back is not "shown".
  const overlays = new Set<string>(AREAS.filter((a) => a.alwaysMounted === true).map((a) => a.name));
  window.addEventListener('single-spa:routing-event', () => {
    const owner = routes.match(window.location.pathname)?.owner;
    const pageAreaMounted = getMountedApps().some((name) => !overlays.has(name));
    if (pageAreaMounted || !owner || owner === 'shell') pageShown.routed();
  });
  const overlayActive = createOverlayActivity(pageShown.get);
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

  // The page's area is fetched (not mounted) as soon as the route is known, while the redirect
  // lookup and, on a signed-in page, the sign-in check still hold it back: the mount then finds it
  // loaded. Only an area this visitor may download (preloadTarget: never the operator's console
  // before the sign-in check says administrator). A failed fetch is met again by the mount, which
  // shows Retry.
  const fetchPageArea = () =>
    void routes.ready.then(() => {
      const area = preloadTarget(routes.match(window.location.pathname), auth.get(), window.location.pathname);
      if (area) void loader.fetchAhead(area);
    });
  window.addEventListener('single-spa:before-routing-event', fetchPageArea);
  fetchPageArea();

  // The current route's area loads first; once it is mounted, the areas its links lead to follow.
  const preloader = createAreaPreloader({
    preload: (area) => loader.preload(area),
    areaOf: (pathname) => preloadTarget(routes.match(pathname), auth.get(), pathname),
    isLoaded: (area) => getAppStatus(area) !== NOT_LOADED,
    shellExtras: () => shellDialogsPreload(auth.get().status === 'authenticated'),
  });
  window.addEventListener('single-spa:app-change', () => preloader.schedule());

  start({ urlRerouteOnly: true });
  return {
    retry: async (area: string) => {
      await retries.get(area)?.();
    },
  };
}

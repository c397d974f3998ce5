import { triggerAppChange } from 'single-spa';
import { createStore, type AuthState, type ReadableStore, type RouteRule } from '@harbour/platform';
import { decideGuard, type GuardDecision } from './guard';
import { isAbsoluteUrl, lookUpRedirect } from './redirects';

export type RouteView =
  | { kind: 'checking' }
  | { kind: 'not-found' }
  | { kind: 'shell-page'; route: RouteRule }
  | { kind: 'area'; route: RouteRule; guard: GuardDecision };

export interface GateState {
  path: string;
  view: RouteView;
}

export interface NavigationGateDeps {
  auth: ReadableStore<AuthState>;
  /** Resolves true when a new release is out: then the navigation becomes a full page load. */
  newReleaseAvailable(): Promise<boolean>;
  /** The shell's and the areas' routes; `ready` once every area's routes.json is read. */
  routes: { ready: Promise<void>; match(pathname: string): RouteRule | undefined };
  location?: Location;
}

const pathWithQuery = (location: Location) => location.pathname + location.search;

/**
 * Everything that runs before a route renders, in the order of spec §2: the new-release check,
 * the redirect lookup by path, then the route's guard. Areas are active only once the gate says
 * so for the current path (their single-spa activity function asks `allows`).
 */
export function createNavigationGate({ auth, newReleaseAvailable, routes, location = window.location }: NavigationGateDeps) {
  const state = createStore<GateState>({ path: '', view: { kind: 'checking' } });
  /** Paths whose release check and redirect lookup are done (per page load). */
  const cleared = new Set<string>();
  let evaluating: string | undefined;
  let firstNavigation = true;

  function viewFor(pathname: string, path: string): RouteView {
    const route = routes.match(pathname);
    if (!route) return { kind: 'not-found' };
    if (route.owner === 'shell') return { kind: 'shell-page', route };
    return { kind: 'area', route, guard: decideGuard(route.guard, auth.get(), path) };
  }

  function publish() {
    const path = pathWithQuery(location);
    if (!cleared.has(location.pathname)) return;
    const view = viewFor(location.pathname, path);
    const previous = state.get();
    // Only a changed decision re-runs single-spa: its routing event calls back in here.
    if (previous.path === path && JSON.stringify(previous.view) === JSON.stringify(view)) return;
    state.set({ path, view });
    if (view.kind === 'area' && view.guard.kind === 'redirect') {
      window.history.replaceState(null, '', view.guard.to);
      return;
    }
    triggerAppChange();
  }

  async function evaluate() {
    const pathname = location.pathname;
    if (cleared.has(pathname)) return publish();
    if (evaluating === pathname) return;
    evaluating = pathname;
    state.set({ path: pathWithQuery(location), view: { kind: 'checking' } });
    const isFirst = firstNavigation;
    firstNavigation = false;
    const [newRelease, redirect] = await Promise.all([isFirst ? false : newReleaseAvailable(), lookUpRedirect(pathname), routes.ready]);
    if (location.pathname !== pathname) return; // moved on meanwhile
    evaluating = undefined;
    if (newRelease) {
      window.location.assign(pathWithQuery(location));
      return;
    }
    if (redirect) {
      if (isAbsoluteUrl(redirect.target)) window.location.assign(redirect.target);
      else window.history.replaceState(null, '', redirect.target);
      return;
    }
    cleared.add(pathname);
    publish();
  }

  window.addEventListener('single-spa:routing-event', () => void evaluate());
  window.addEventListener('popstate', () => void evaluate());
  auth.subscribe(() => publish());

  return {
    state: state as ReadableStore<GateState>,
    start: evaluate,
    /** single-spa activity check for a routed area. */
    allows(area: string, current: Location): boolean {
      if (!cleared.has(current.pathname)) {
        void evaluate();
        return false;
      }
      const view = viewFor(current.pathname, pathWithQuery(current));
      return view.kind === 'area' && view.route.owner === area && view.guard.kind === 'render';
    },
  };
}

export type NavigationGate = ReturnType<typeof createNavigationGate>;

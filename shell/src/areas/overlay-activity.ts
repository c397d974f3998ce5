import type { AuthState } from '@harbour/platform';

/** The inbox overlay opens from any page by these query parameters (spec §2). */
const opensInbox = (location: Location) => {
  const query = new URLSearchParams(location.search);
  return query.has('inbox') || query.has('message');
};

/**
 * Areas without routes (the inbox overlay) are mounted on every page, but only for a signed-in
 * user or once the address has asked for the inbox: an anonymous visit never downloads them. The
 * overlay takes its parameters out of the address once open, so an ask lasts for the page's life.
 *
 * For a signed-in user they wait until the page itself has been shown (`pageShown`): their script
 * and their reads would otherwise compete with the page's own for the first paint. An address that
 * asks for the inbox does not wait: the inbox is what the person came for.
 */
export function createOverlayActivity(pageShown: () => boolean = () => true) {
  let asked = false;
  return (auth: AuthState, location: Location) => {
    asked ||= opensInbox(location);
    return asked || (auth.status === 'authenticated' && pageShown());
  };
}

type IdleScheduler = (callback: () => void) => void;

/** Runs when the browser is next idle (at most `timeoutMs` later), or soon where there is no idle callback. */
export const whenIdle =
  (timeoutMs: number): IdleScheduler =>
  (callback) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: timeoutMs });
    else setTimeout(callback, 0);
  };

/**
 * "The page has been shown": set once, the first time the browser is idle after the first route
 * has mounted its area (single-spa's first routing event) and `ready` has resolved (the page's own
 * heading is in the document: an area's mount resolves before its page has rendered); `onShown`
 * re-runs the routing so the overlay areas mount then.
 */
export function createPageShown({ idle, onShown, ready = async () => undefined }: { idle: IdleScheduler; onShown: () => void; ready?: () => Promise<unknown> }) {
  let shown = false;
  let scheduled = false;
  return {
    get: () => shown,
    /** Called on every routing event; only the first schedules. */
    routed() {
      if (scheduled) return;
      scheduled = true;
      void ready().then(() =>
        idle(() => {
          shown = true;
          onShown();
        }),
      );
    },
  };
}

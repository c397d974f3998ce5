/**
 * Starts loading the shared router (`@harbour/router`) from the shell's own build. No shell page
 * uses it, but every area does (its root is a router), and before this the first area fetched its
 * fallback copy only after its entry had arrived, one more round trip in series. Started beside
 * the area's entry, it is loading (then loaded) in the share scope when the area asks, and the
 * area takes it (`shareStrategy: 'loaded-first'`, singleton with a caret `requiredVersion`, as
 * for react), so one copy runs. Once per page; a failed start is tried again by the next area.
 */
let router: Promise<unknown> | undefined;

export function startSharedRouter(): Promise<unknown> {
  router ??= import(/* webpackChunkName: "router" */ '@harbour/router').catch((error: unknown) => {
    router = undefined;
    throw error;
  });
  return router;
}

import {
  AREA_NAMES,
  areaRules,
  contractMismatch,
  findRouteConflicts,
  matchRoute,
  type AreaName,
  type AreaRoutesFile,
  type RouteRule,
} from '@harbour/platform';
import type { RemotesManifest } from '../areas/remotes-manifest';
import { servedPageData } from '../platform/served-page-data';
import { SHELL_ROUTES } from './shell-routes';

/**
 * Every route the portal knows: the shell's own, then each area's published routes.json, in the
 * order of packages/platform/areas.json (first match wins). Filled at start-up, so an area that
 * adds a page (with its guard and layout) goes live with that area's release alone.
 */
export function createRouteRegistry(
  manifest: Promise<RemotesManifest>,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  retryDelayMs = 300,
  /** The routes files served with the page, by URL: read from there instead of fetched. */
  served: Record<string, unknown> = servedPageData().routes ?? {},
) {
  let table: readonly RouteRule[] = SHELL_ROUTES;
  const mismatches = new Map<AreaName, string>();

  async function read(url: string): Promise<AreaRoutesFile> {
    const file = served[url];
    if (typeof file === 'object' && file !== null) return file as AreaRoutesFile;
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as AreaRoutesFile;
  }

  async function routesOf(area: AreaName, url: string): Promise<AreaRoutesFile | undefined> {
    try {
      // One retry: a file being swapped by a release or a dropped connection should not cost the
      // visitor the area's pages for the whole page life.
      return await read(url).catch(() => new Promise((resolve) => setTimeout(resolve, retryDelayMs)).then(() => read(url)));
    } catch (error) {
      // The area's pages then show "Page Not Found"; every other area keeps its routes.
      console.error(`[shell] routes of ${area} could not be read`, error);
      return undefined;
    }
  }

  const ready = (async () => {
    const remotes = await manifest.catch(() => ({}) as RemotesManifest);
    const files = await Promise.all(AREA_NAMES.map((area) => (remotes[area] ? routesOf(area, remotes[area].routes) : undefined)));
    const rules: RouteRule[] = [...SHELL_ROUTES];
    AREA_NAMES.forEach((area, i) => {
      const file = files[i];
      if (!file) return;
      const mismatch = contractMismatch(file.contractVersion);
      // The area keeps its routes, so its slot can show why it is not mounted.
      if (mismatch) mismatches.set(area, mismatch);
      rules.push(...areaRules(area, Array.isArray(file.routes) ? file.routes : []));
    });
    // Builds and publishing refuse conflicts; a rule that slipped through is dropped, not guessed at.
    const rejected = new Set(findRouteConflicts(rules).map((conflict) => {
      console.error(`[shell] route ignored: ${conflict.message}`);
      return conflict.rule;
    }));
    table = rules.filter((rule) => !rejected.has(rule));
  })();

  return {
    ready,
    match: (pathname: string) => matchRoute(table, pathname),
    /** Why an area may not be mounted (built for another contract major), or undefined. */
    contractMismatch: (area: AreaName) => mismatches.get(area),
  };
}

export type RouteRegistry = Pick<ReturnType<typeof createRouteRegistry>, 'ready' | 'match' | 'contractMismatch'>;

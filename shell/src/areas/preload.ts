import type { AreaName } from '@harbour/platform';

/** Spec §9 payload preload rules. */
export const PRELOAD_DELAY_MS = 1000;
export const PRELOAD_AFTER_ROUTE_CHANGE_MS = 100;
export const MAX_CONCURRENT_PRELOADS = 4;

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Preloading is skipped on slow-2g (and when the visitor asked to save data). */
export function preloadAllowed(connection: NetworkInformationLike | undefined = (navigator as { connection?: NetworkInformationLike }).connection): boolean {
  return connection?.effectiveType !== 'slow-2g' && connection?.saveData !== true;
}

/**
 * What the idle preload fetches for an area (spec §9: "1 s delay before preloading manifest"):
 * the Module Federation manifest its /remotes.json line names, never its code; nothing for an
 * entry that is not a manifest (a remoteEntry.js is the area's code).
 */
export function manifestToPreload(entry: string): string | undefined {
  return /\.json$/.test(entry.split(/[?#]/)[0]) ? entry : undefined;
}

/** Runs `tasks` with at most `limit` at once. */
export async function runLimited(tasks: (() => Promise<unknown>)[], limit = MAX_CONCURRENT_PRELOADS): Promise<void> {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task().catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

/** The areas a page links to, most linked first: where the visitor is likely to go next. */
export function likelyNextAreas(hrefs: string[], areaOf: (pathname: string) => AreaName | undefined): AreaName[] {
  const counts = new Map<AreaName, number>();
  for (const href of hrefs) {
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const area = areaOf(new URL(href, 'http://x').pathname);
    if (area) counts.set(area, (counts.get(area) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([area]) => area);
}

export interface AreaPreloaderDeps {
  preload(area: AreaName): Promise<void>;
  areaOf(pathname: string): AreaName | undefined;
  /** Areas already loaded or being loaded for the page itself. */
  isLoaded(area: AreaName): boolean;
  /** The shell's own files worth fetching ahead for this visitor (asked each round), each once. */
  shellExtras?(): { name: string; load(): Promise<unknown> }[];
  setTimeout?: typeof setTimeout;
}

/**
 * After a page settles, fetches the areas its links lead to, so the next page mounts without
 * waiting for the network: 1 s after the first page (100 ms after later route changes), at most 4
 * at once, each area once, never on slow-2g.
 *
 * Each finished round is marked on the page (`data-preload-rounds` on <html>, the number of rounds
 * so far; "0" at once when preloading is skipped): a deterministic point for tests and the size
 * budget to know what the idle preload fetched, instead of waiting a while.
 */
export function createAreaPreloader({ preload, areaOf, isLoaded, shellExtras = () => [], setTimeout: later = setTimeout }: AreaPreloaderDeps) {
  const done = new Set<string>();
  let first = true;
  let rounds = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const mark = () => {
    document.documentElement.dataset.preloadRounds = String(rounds);
  };
  return {
    schedule(): void {
      if (!preloadAllowed()) {
        mark();
        return;
      }
      clearTimeout(timer);
      const delay = first ? PRELOAD_DELAY_MS : PRELOAD_AFTER_ROUTE_CHANGE_MS;
      first = false;
      timer = later(() => {
        const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map((a) => a.getAttribute('href') ?? '');
        const areas = likelyNextAreas(hrefs, areaOf).filter((area) => !done.has(area) && !isLoaded(area));
        const extras = shellExtras().filter((extra) => !done.has(extra.name));
        areas.forEach((area) => done.add(area));
        extras.forEach((extra) => done.add(extra.name));
        void runLimited([...areas.map((area) => () => preload(area)), ...extras.map((extra) => extra.load)]).then(() => {
          rounds += 1;
          mark();
        });
      }, delay);
    },
  };
}

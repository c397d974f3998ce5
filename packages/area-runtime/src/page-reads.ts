import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { AreaStore } from '@harbour/sdk';

/**
 * A read a page starts with, named so the page can ask whether it was started for it:
 * `start` dispatches a generated endpoint's prefetch (`<domain>Api.util.prefetch(name, arg, {})`)
 * with the same argument the page's hook passes, so the page finds the same cache entry.
 */
export interface FirstRead {
  name: string;
  start(dispatch: AreaStore['dispatch']): void;
}

/** The reads a page starts with at this address (none when the address needs none). */
export type FirstReads = (location: Pick<Location, 'pathname' | 'search'>) => FirstRead[];

/** The store of this area's mounted root (AreaRoot sets it), which its pages read through. */
let areaStore: AreaStore | undefined;
/** Reads started with their page's code and not yet taken by the page. */
const started = new Set<string>();

export function setPageReadsStore(store: AreaStore | undefined): void {
  areaStore = store;
  if (!store) started.clear();
}

/** Starts the reads of the page at `location` on the mounted area's store (nothing when none is mounted). */
export function startFirstReads(firstReads: FirstReads, location: Pick<Location, 'pathname' | 'search'> = window.location): void {
  if (!areaStore) return;
  for (const read of firstReads(location)) {
    started.add(read.name);
    read.start(areaStore.dispatch);
  }
}

/**
 * A lazily loaded page whose first reads start with the download of its code instead of after it
 * (the page's chunk, then its read, used to come one after the other). React runs the loader once,
 * when the page is first shown, so the reads are started once, for the address being opened.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a page may take any props
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, firstReads?: FirstReads): LazyExoticComponent<T> {
  return lazy(() => {
    if (firstReads) startFirstReads(firstReads);
    return load();
  });
}

/**
 * Whether the read `name` was started with the page's code (then its answer is this visit's, and a
 * page that reads afresh on every visit must not ask again: the same URL twice in one load). The
 * answer is the same for every render of this mount and is forgotten once the page has mounted:
 * React may render a page and throw that render away (a sibling's code still loading), so
 * forgetting it while rendering made the kept render read afresh.
 */
export function useReadStartedWithPage(name: string): boolean {
  const [startedWithPage] = useState(() => started.has(name));
  useEffect(() => {
    started.delete(name);
  }, [name]);
  return startedWithPage;
}

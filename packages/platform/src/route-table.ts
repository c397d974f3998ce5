/**
 * Route rules (ARCHITECTURE §2) with each route's layout and guard (spec §2). Each area declares
 * its own in `src/routes.ts` and publishes them as `routes.json` beside its manifest; the shell
 * keeps only its own and fills a registry from the areas' files at start-up.
 */
import type { AreaName } from './areas';

export type RouteOwner = AreaName | 'shell';

export type LayoutName =
  | 'default'
  | 'reduced'
  | 'auth'
  | 'checkout'
  | 'matcher'
  | 'session'
  | 'new-session'
  | 'dass21-checkin'
  | 'error'
  | 'none';

export type GuardType = 'public' | 'authenticated' | 'patient' | 'psychologist' | 'gp' | 'administrator';

export const LAYOUT_NAMES: readonly LayoutName[] = ['default', 'reduced', 'auth', 'checkout', 'matcher', 'session', 'new-session', 'dass21-checkin', 'error', 'none'];
export const GUARD_TYPES: readonly GuardType[] = ['public', 'authenticated', 'patient', 'psychologist', 'gp', 'administrator'];

/** What an area writes in its `src/routes.ts`: first match wins within the area. */
export interface AreaRoute {
  /** `/a/:param` matches one segment per param; a trailing `/*` matches the path and anything below. */
  pattern: string;
  layout: LayoutName;
  guard: GuardType;
  /** The page title the shell sets while the route shows. */
  title?: string;
  /**
   * The page's opening paragraph, word for word, for a public page whose largest first text is
   * one: the publish step's static frame and the shell's skeleton show it under the heading, so
   * the first paint already holds the page's largest text (LCP) before the area's code arrives.
   */
  intro?: string;
}

export interface RouteRule extends AreaRoute {
  owner: RouteOwner;
}

/** An area's routes as published in its `routes.json`. */
export interface AreaRoutesFile {
  area: AreaName;
  /** The platform contract version the area was built against (packages/platform/contract-version.json). */
  contractVersion: string;
  routes: AreaRoute[];
}

export function route(pattern: string, layout: LayoutName = 'default', guard: GuardType = 'public', title?: string, intro?: string): AreaRoute {
  return { pattern, layout, guard, ...(title && { title }), ...(intro && { intro }) };
}

export function matchesPattern(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return matchesPattern(base, path) || (path.startsWith(base + '/') && path.length > base.length + 1);
  }
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, i) => (segment.startsWith(':') ? got[i].length > 0 : segment === got[i]));
}

/** The first rule of an ordered table matching a path, or undefined when nobody owns it. */
export function matchRoute(table: readonly RouteRule[], pathname: string): RouteRule | undefined {
  return table.find((r) => matchesPattern(r.pattern, pathname));
}

import { GUARD_TYPES, LAYOUT_NAMES, type RouteRule } from './route-table';

/**
 * Route conflicts, checked where they can still be fixed: in each area's build and test, when a
 * release is published, and (as a last line) when the shell fills its registry. Rules are
 * matched in order, first match wins, so a conflict is either two owners claiming the same
 * pattern or a rule that can never match because an earlier one covers every path it matches.
 */
export interface RouteConflict {
  kind: 'same-path' | 'shadowed' | 'invalid';
  rule: RouteRule;
  by?: RouteRule;
  message: string;
}

const segmentsOf = (pattern: string) => pattern.split('/').slice(1);
const isParam = (segment: string) => segment.startsWith(':');
/** `/a/:x` and `/a/:y` match the same paths. */
const normalise = (pattern: string) => pattern.replace(/:[^/]+/g, ':');

/** Whether segment `a` matches every value segment `b` can take. */
const segmentCovers = (a: string, b: string) => isParam(a) || (!isParam(b) && a === b);

/** Whether some path is matched by both patterns. */
export function overlaps(one: string, other: string): boolean {
  const a = segmentsOf(one);
  const b = segmentsOf(other);
  const aSplat = a[a.length - 1] === '*';
  const bSplat = b[b.length - 1] === '*';
  const aBase = aSplat ? a.slice(0, -1) : a;
  const bBase = bSplat ? b.slice(0, -1) : b;
  const compatible = (x: string, y: string) => isParam(x) || isParam(y) || x === y;
  const prefix = (shorter: string[], longer: string[]) => shorter.every((segment, i) => compatible(segment, longer[i]));
  if (aSplat && bSplat) return aBase.length <= bBase.length ? prefix(aBase, bBase) : prefix(bBase, aBase);
  if (aSplat) return bBase.length >= aBase.length && prefix(aBase, bBase);
  if (bSplat) return aBase.length >= bBase.length && prefix(bBase, aBase);
  return a.length === b.length && prefix(a, b);
}

/**
 * A rule made only of params (`/`, `/:content`, `/:content/:child`) is a deliberate fallback
 * (mf-public's content pages, last in areas.json): it may overlap other areas' earlier rules.
 */
const isFallback = (pattern: string) => segmentsOf(pattern).every((segment) => isParam(segment) || segment === '');

/** Whether every path `later` matches is matched by `earlier` too. */
export function covers(earlier: string, later: string): boolean {
  const a = segmentsOf(earlier);
  const b = segmentsOf(later);
  const aSplat = a[a.length - 1] === '*';
  const bSplat = b[b.length - 1] === '*';
  if (aSplat) {
    const base = a.slice(0, -1);
    const bBase = bSplat ? b.slice(0, -1) : b;
    if (earlier === '/*') return true;
    return bBase.length >= base.length && base.every((segment, i) => segmentCovers(segment, bBase[i]));
  }
  if (bSplat) return false;
  return a.length === b.length && a.every((segment, i) => segmentCovers(segment, b[i]));
}

function describe(rule: RouteRule) {
  return `${rule.owner} ${rule.pattern}`;
}

export function findRouteConflicts(rules: readonly RouteRule[]): RouteConflict[] {
  const conflicts: RouteConflict[] = [];
  rules.forEach((rule, index) => {
    if (!rule.pattern.startsWith('/') || (rule.pattern.includes('*') && !/(^|\/)\*$/.test(rule.pattern))) {
      conflicts.push({ kind: 'invalid', rule, message: `${describe(rule)}: a pattern starts with / and has * only as its last segment` });
    }
    if (!LAYOUT_NAMES.includes(rule.layout)) conflicts.push({ kind: 'invalid', rule, message: `${describe(rule)}: unknown layout "${rule.layout}"` });
    if (!GUARD_TYPES.includes(rule.guard)) conflicts.push({ kind: 'invalid', rule, message: `${describe(rule)}: unknown guard "${rule.guard}"` });
    for (const earlier of rules.slice(0, index)) {
      if (earlier.owner !== rule.owner && normalise(earlier.pattern) === normalise(rule.pattern)) {
        conflicts.push({ kind: 'same-path', rule, by: earlier, message: `${rule.pattern} is claimed by both ${earlier.owner} and ${rule.owner}` });
        break;
      }
      if (covers(earlier.pattern, rule.pattern)) {
        conflicts.push({ kind: 'shadowed', rule, by: earlier, message: `${describe(rule)} can never match: ${describe(earlier)} comes first and covers it` });
        break;
      }
      // Another area's earlier rule taking some of this rule's paths: the two areas claim them both.
      if (earlier.owner !== rule.owner && !isFallback(rule.pattern) && overlaps(earlier.pattern, rule.pattern)) {
        conflicts.push({ kind: 'same-path', rule, by: earlier, message: `${rule.pattern} is claimed by both ${earlier.owner} (${earlier.pattern}) and ${rule.owner}` });
        break;
      }
    }
  });
  return conflicts;
}

/** Throws with every conflict listed (for builds, tests and publishing). */
export function assertNoRouteConflicts(rules: readonly RouteRule[]): void {
  const conflicts = findRouteConflicts(rules);
  if (conflicts.length) throw new Error(`Route conflicts:\n${conflicts.map((c) => `  - ${c.message}`).join('\n')}`);
}

/** An area's declared routes as rules it owns. */
export const areaRules = (area: string, routes: readonly import('./route-table').AreaRoute[]): RouteRule[] =>
  routes.map((r) => ({ ...r, owner: area }));

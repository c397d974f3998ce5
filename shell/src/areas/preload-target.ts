import type { AreaName, AuthState, RouteRule } from '@harbour/platform';
import { decideGuard } from '../routing/guard';

/**
 * The area a link leads to, if it may be fetched ahead for this visitor. The operator's console
 * is never fetched for anyone but an administrator, not even ahead of a click.
 */
export function preloadTarget(rule: RouteRule | undefined, auth: AuthState, pathname: string): AreaName | undefined {
  if (!rule || rule.owner === 'shell') return undefined;
  if (rule.guard === 'administrator' && decideGuard(rule.guard, auth, pathname).kind !== 'render') return undefined;
  return rule.owner;
}

import type { RouteRule } from '@harbour/platform';

const shell = (pattern: string, layout: RouteRule['layout']): RouteRule => ({ pattern, owner: 'shell', layout, guard: 'public' });

/** The shell's own routes; every other route comes from an area's published routes.json. */
export const SHELL_ROUTES: readonly RouteRule[] = [
  shell('/login', 'auth'),
  shell('/logout', 'auth'),
  shell('/auth/callback', 'reduced'),
  shell('/auth/silent-renew', 'none'),
  // Also matches /auth/popup itself.
  shell('/auth/popup/*', 'none'),
  shell('/auth/*', 'auth'),
];

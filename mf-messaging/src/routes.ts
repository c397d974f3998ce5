import type { AreaRoute } from '@harbour/platform';

/** mf-messaging has no pages of its own: it is the inbox overlay, mounted on every page. */
export const ROUTES: AreaRoute[] = [];

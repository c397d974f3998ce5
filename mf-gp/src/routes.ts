import { route, type AreaRoute } from '@harbour/platform';

/** mf-gp's routes with their layout and guard (spec §2); published as routes.json. First match wins. */
export const ROUTES: AreaRoute[] = [
  route('/gp/signup', 'reduced'),
  route('/gp/verify', 'reduced'),
  route('/gp/account/*', 'default', 'gp'),
];

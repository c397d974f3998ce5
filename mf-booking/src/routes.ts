import { route, type AreaRoute } from '@harbour/platform';

/** mf-booking's routes with their layout and guard (spec §2); published as routes.json. First match wins. */
export const ROUTES: AreaRoute[] = [
  route('/book/availability', 'checkout'),
  route('/book/finalise', 'checkout'),
  route('/book/confirmation', 'checkout', 'patient'),
  route('/book', 'checkout'),
  route('/session/new/*', 'new-session', 'authenticated'),
  route('/session/*', 'session', 'authenticated'),
];

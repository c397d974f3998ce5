import { route, type AreaRoute } from '@harbour/platform';

/** mf-patient's routes with their layout and guard (spec §2); published as routes.json. First match wins. */
export const ROUTES: AreaRoute[] = [
  route('/account/welcome', 'default', 'patient', 'Welcome'),
  route('/account/*', 'default', 'patient'),
  route('/mental-health-assessment/dass21', 'dass21-checkin'),
];

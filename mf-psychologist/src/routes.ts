import { route, type AreaRoute } from '@harbour/platform';

/** mf-psychologist's routes with their layout and guard (spec §2); published as routes.json. First match wins. */
export const ROUTES: AreaRoute[] = [
  route('/psychologists/signup', 'reduced'),
  route('/psychologists/account/availability', 'default', 'psychologist'),
  // Public: a psychologist awaiting approval prepares their listing here (the page checks who is signed in).
  route('/psychologists/account/profile', 'default', 'public'),
  route('/psychologists/account/*', 'default', 'psychologist'),
];

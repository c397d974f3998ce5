import { route, type AreaRoute } from '@harbour/platform';

/** mf-admin's routes with their layout and guard; published as routes.json. First match wins. */
export const ROUTES: AreaRoute[] = [route('/admin/*', 'default', 'administrator')];

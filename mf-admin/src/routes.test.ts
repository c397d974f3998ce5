import { areaRules, findRouteConflicts } from '@harbour/platform';
import { ROUTES } from './routes';

// The same check runs in the build (routes.json) and when a release is published.
it('declares no route that conflicts with or shadows another', () => {
  expect(findRouteConflicts(areaRules('mf-admin', ROUTES)).map((c) => c.message)).toEqual([]);
});

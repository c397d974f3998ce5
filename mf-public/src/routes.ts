import { route, type AreaRoute } from '@harbour/platform';

/** Opening paragraphs the static frame shows before this area's code arrives (the pages render the same text). */
export const SIGNUP_INTRO = 'Book video sessions with a psychologist, message them and track how you are going.';
export const DIRECTORY_INTRO = 'Every psychologist here sees clients by video. Filter by what matters to you; times are shown on your own clock.';

/**
 * mf-public's routes (spec §2); published as routes.json. Named pages first, then the generic
 * content pages — which is also why mf-public comes last in packages/platform/areas.json.
 */
export const ROUTES: AreaRoute[] = [
  route('/get-matched/*', 'matcher', 'public', 'Get matched with a psychologist'),
  route('/signup/*', 'reduced', 'public', 'Create your account', SIGNUP_INTRO),
  route('/support-hub/*'),
  route('/device-test/*'),
  route('/styleguide/*', 'default', 'public', 'Styleguide'),
  route('/media/*'),
  route('/research/*'),
  route('/education/*'),
  route('/author/:name'),
  route('/find-a-psychologist', 'default', 'public', 'Find a psychologist', DIRECTORY_INTRO),
  route('/psychologists'),
  route('/search'),
  route('/online-psychologists/:slug'),
  route('/third-party/:referrerId/psychologists'),
  route('/', 'default', 'public', 'Find the right online psychologist in Australia'),
  route('/contact', 'default', 'public', 'Contact us'),
  route('/organisations', 'default', 'public', 'Partner with Harbour'),
  route('/gp', 'default', 'public', 'Refer your patients to Harbour'),
  route('/:content'),
  route('/:content/:child'),
];

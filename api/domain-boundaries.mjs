// The API's domain rules, for eslint.config.mjs (api/README.md explains them):
// 1. another domain is used only through its front door, services/<domain>/index.ts;
// 2. a domain imports only domains below it in DOMAIN_ORDER, so no two domains depend on each
//    other both ways and there is no cycle between domains.
// Tests are exempt: an integration test may seed any domain's records.
import boundaries from 'eslint-plugin-boundaries';

/** Lowest first: a domain may import the domains before it, never one after it. */
export const DOMAIN_ORDER = [
  'reference-data',
  'notifications',
  'identity',
  'audit',
  'accounts',
  'sessions',
  'files',
  'availability',
  'directory',
  'funding',
  'gps',
  'payments',
  'booking',
  'dass21',
  'practice',
  'correspondence',
  'referrals',
  'intake',
  'relationships',
  'messaging',
  'content',
  // A person's records from every domain (a Privacy Act access request): above them all.
  'privacy',
  // The operator's weekly figures, counted from sessions, accounts and referrals.
  'reports',
  // Each signed-in home's reads in one answer, composed from the domains' front doors.
  'homes',
];

const DOMAIN_FILES = ['api/src/services/**/*.ts'];
const TESTS = ['api/src/**/*.test.ts'];

export const domainBoundaries = [
  {
    files: DOMAIN_FILES,
    ignores: TESTS,
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [{ type: 'domain', pattern: 'api/src/services/*', capture: ['domain'] }],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // The last policy that matches decides.
          policies: [
            {
              from: { element: { type: 'domain' } },
              disallow: { to: { element: { type: 'domain' } } },
              message: 'Another domain is used through its front door only: import from services/<domain> (its index.ts), not its inside (api/README.md).',
            },
            { from: { element: { type: 'domain' } }, allow: { to: { element: { type: 'domain', fileInternalPath: 'index.ts' } } } },
            ...DOMAIN_ORDER.slice(0, -1).map((domain, rank) => ({
              from: { element: { type: 'domain', captured: { domain } } },
              disallow: { to: { element: { type: 'domain', captured: DOMAIN_ORDER.slice(rank + 1).map((higher) => ({ domain: higher })) } } },
              message: `A domain imports only the domains below it (DOMAIN_ORDER in api/domain-boundaries.mjs), so no two domains depend on each other: "${domain}" may not import a domain above it; reverse the dependency or publish an event (api/README.md).`,
            })),
          ],
        },
      ],
    },
  },
];

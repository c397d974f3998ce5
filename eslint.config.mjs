// Lint for the whole workspace. The boundary rules make the architecture enforceable: an area
// imports packages/* and its own code only; shared packages import no area and not the shell.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import areaList from './packages/platform/areas.json' with { type: 'json' };
import { domainBoundaries } from './api/domain-boundaries.mjs';

// The one list of areas (packages/platform/areas.json).
const AREAS = areaList.map((area) => area.name);
const OTHER_APPS = [...AREAS, 'shell', 'api'];

/** React Router only through @harbour/router: the one shared copy holds its library mode alone. */
const ROUTER = { regex: '^react-router(?:-dom)?(?:/|$)', message: 'Import the router from @harbour/router (packages/router says why).' };

/** Forbids importing another app's code, by package name or by relative path (plus any `extra` patterns). */
function boundary(self, extra = [ROUTER]) {
  const forbidden = OTHER_APPS.filter((name) => name !== self);
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // By package name (@harbour/mf-gp) or by climbing out of the workspace (../../mf-gp/src/App).
            regex: `^(?:@harbour/|(?:\\.\\./)+)(?:${forbidden.join('|')})(?:/|$)`,
            message: 'An area imports packages/* and its own code only: use @harbour/platform for cross-area needs.',
          },
          ...extra,
        ],
      },
    ],
  };
}

/**
 * Areas and the shell word dates and money through @harbour/ui's formats or the booking kit, never an
 * Intl formatter of their own: one wording of an instant or an amount on every page.
 */
const OWN_FORMATS = {
  'no-restricted-syntax': [
    'error',
    {
      selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
      message: 'Format dates with @harbour/ui (formatInZone, formatInstant, …) or @harbour/booking-kit, not an Intl formatter of your own.',
    },
    {
      selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']:has(Property[key.name='currency'])",
      message: 'Format money with @harbour/ui (formatCents) or @harbour/booking-kit, not an Intl formatter of your own.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.dist/**', '.data/**', '.tools/**', '**/generated/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly', require: 'readonly',
        module: 'writable', __dirname: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly',
        URL: 'readonly', URLSearchParams: 'readonly', AbortSignal: 'readonly', PopStateEvent: 'readonly', HTMLElement: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.cjs', '**/webpack.config.js', 'packages/webpack-config/**/*.js', 'jest.config.js', 'jest.sequencer.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ...AREAS.map((area) => ({ files: [`${area}/**/*.{ts,tsx}`], rules: boundary(area) })),
  { files: ['shell/**/*.{ts,tsx}'], rules: boundary('shell') },
  { files: [...AREAS.map((area) => `${area}/**/*.{ts,tsx}`), 'shell/**/*.{ts,tsx}'], rules: OWN_FORMATS },
  { files: ['packages/**/*.{ts,tsx}'], rules: boundary('packages') },
  { files: ['packages/router/**/*.{ts,tsx}'], rules: boundary('packages', []) },
  // The design system is bundled by each area and knows no API and no booking (packages/README.md):
  // data and error texts come in as props and callbacks; booking screens build on it in the booking kit.
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: boundary('packages', [
      ROUTER,
      {
        regex: '^(?:@harbour/sdk(?:/|$)|(?:\\.\\./)+sdk(?:/|$))',
        message: 'packages/ui does not depend on the SDK: take data, error texts and callbacks as props (packages/README.md).',
      },
      {
        regex: '^(?:@harbour/booking-kit(?:/|$)|(?:\\.\\./)+booking-kit(?:/|$))',
        message: 'packages/ui knows no booking: the booking kit builds on ui, not the other way round (packages/booking-kit/README.md).',
      },
    ]),
  },
  // A duplicate key on FerretDB may come as code 1 with SQLSTATE 23505, not 11000: one check knows both.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/lib/duplicate-key.ts', 'api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'BinaryExpression[right.value=11000]', message: 'Use isDuplicateKey (api/src/lib/duplicate-key.ts): FerretDB also reports a duplicate key as code 1 with SQLSTATE 23505.' },
      ],
    },
  },
  // The API's domains: front doors only, one direction (api/domain-boundaries.mjs).
  ...domainBoundaries,
);

// What every federated bundle shares as ONE instance at run time, and why: packages/README.md
// ("Shared or bundled"). Everything not listed here is bundled by each area: its pages, the
// design system (@harbour/ui) and the SDK's endpoint modules (@harbour/sdk/<domain>).
const path = require('node:path');
const rootPackage = require('../../../package.json');

/** Libraries that hold one instance for the page: React's renderer and hooks, the style sheet, the Redux core, single-spa. */
const THIRD_PARTY = ['react', 'react-dom', 'styled-components', 'react-redux', 'single-spa'];
// Sub-path imports (react/jsx-runtime, react-dom/client, @reduxjs/toolkit/query/react) must be shared too, or each bundle
// would carry its own copy: hence the trailing-slash keys.
const SUBPATHS = { 'react/': 'react', 'react-dom/': 'react-dom' };
/**
 * Workspace packages that hold one instance: the platform contract (the shell's platform object),
 * the router (React Router's library mode, listed in @harbour/router so the shared copy is
 * tree-shaken) and the SDK's core (the one RTK Query instance every domain module injects into). The key is the
 * exact request: '@harbour/sdk' shares the core only, while '@harbour/sdk/practice' & co. are bundled.
 */
const WORKSPACE = { '@harbour/platform': 'platform', '@harbour/router': 'router', '@harbour/sdk': 'sdk' };

/** An exact pin (19.1.0) or a range: the caret range of its version, so any compatible minor or patch is accepted. */
const caret = (version) => `^${String(version).replace(/^[\^~=v]+/, '')}`;
const workspaceVersion = (dir) => require(path.join(__dirname, '../..', dir, 'package.json')).version;

/**
 * `singleton`: one copy on the page, whoever loaded it first (the shell, shareStrategy 'loaded-first').
 * `requiredVersion`: '^x.y.z' of the version this build was made with, so a build against an
 * incompatible major is reported by the federation runtime. Not `strictVersion`: a mismatched
 * singleton is warned about and still used; refusing an area whose contract major differs is the
 * platform contract's version check, which shows the error view in that area's slot only.
 */
function sharedSingletons() {
  const shared = {};
  for (const name of THIRD_PARTY) {
    shared[name] = { singleton: true, requiredVersion: caret(rootPackage.dependencies[name]) };
  }
  for (const [key, name] of Object.entries(SUBPATHS)) {
    shared[key] = { singleton: true, requiredVersion: caret(rootPackage.dependencies[name]) };
  }
  for (const [name, dir] of Object.entries(WORKSPACE)) {
    shared[name] = { singleton: true, requiredVersion: caret(workspaceVersion(dir)) };
  }
  return shared;
}

module.exports = { sharedSingletons, SHARED_LIBRARIES: [...THIRD_PARTY, ...Object.keys(WORKSPACE)] };

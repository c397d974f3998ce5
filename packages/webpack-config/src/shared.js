// Libraries every federated bundle must share as one instance at run time (ARCHITECTURE §8).
// Versions come from the root package.json: one version of each library across the workspace.
const rootPackage = require('../../../package.json');

const THIRD_PARTY = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'react-redux', '@reduxjs/toolkit', 'single-spa'];
// Sub-path imports (react/jsx-runtime, react-dom/client, @reduxjs/toolkit/query/react) must be shared too, or each bundle
// would carry its own copy: hence the trailing-slash keys.
const SUBPATHS = { 'react/': 'react', 'react-dom/': 'react-dom', '@reduxjs/toolkit/': '@reduxjs/toolkit' };
const WORKSPACE = ['@harbour/platform', '@harbour/ui', '@harbour/sdk'];

function sharedSingletons() {
  const shared = {};
  for (const name of THIRD_PARTY) {
    shared[name] = { singleton: true, requiredVersion: rootPackage.dependencies[name] };
  }
  for (const [key, name] of Object.entries(SUBPATHS)) {
    shared[key] = { singleton: true, requiredVersion: rootPackage.dependencies[name] };
  }
  for (const name of WORKSPACE) {
    shared[name] = { singleton: true, requiredVersion: '0.1.0' };
  }
  return shared;
}

module.exports = { sharedSingletons, SHARED_LIBRARIES: [...THIRD_PARTY, ...WORKSPACE] };

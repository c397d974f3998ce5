// Reads an area's src/routes.ts at build and publish time, and runs the platform's conflict check
// on it: the same code the shell and the tests use, bundled on the fly with esbuild (which
// esbuild-loader already brings), so the rules are written once, in TypeScript.
const path = require('node:path');
const Module = require('node:module');
const esbuild = require('esbuild');

const ROOT = path.join(__dirname, '../../..');
const PLATFORM = path.join(ROOT, 'packages/platform');

function loadTs(entry) {
  const result = esbuild.buildSync({ entryPoints: [entry], bundle: true, platform: 'node', format: 'cjs', write: false, logLevel: 'silent' });
  const compiled = new Module(entry);
  compiled.filename = entry;
  compiled.paths = Module._nodeModulePaths(path.dirname(entry));
  compiled._compile(result.outputFiles[0].text, entry);
  return compiled.exports;
}

const platform = () => loadTs(path.join(PLATFORM, 'src/route-conflicts.ts'));

/** The one list of areas (packages/platform/areas.json). */
const AREA_LIST = require('../../platform/areas.json');
const CONTRACT_VERSION = require('../../platform/contract-version.json').version;

/** An area's routes.json: its routes and the platform contract version it was built against. */
function areaRoutesFile(area, dir) {
  const { ROUTES } = loadTs(path.join(dir, 'src/routes.ts'));
  if (!Array.isArray(ROUTES)) throw new Error(`${area}: src/routes.ts exports no ROUTES array`);
  return { area, contractVersion: process.env.HARBOUR_CONTRACT_VERSION || CONTRACT_VERSION, routes: ROUTES };
}

/** Conflict messages for a table of { owner, pattern, layout, guard } rules, first match wins. */
function routeConflicts(rules) {
  return platform().findRouteConflicts(rules).map((conflict) => conflict.message);
}

module.exports = { AREA_LIST, CONTRACT_VERSION, areaRoutesFile, routeConflicts, loadTs };

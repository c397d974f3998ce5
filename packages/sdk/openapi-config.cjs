// @rtk-query/codegen-openapi: the API's generated OpenAPI spec is the only source of SDK types.
// One endpoints module per API service (the first path segment: /users/…, /identity/…), so an
// area bundles only the services it calls. Each module injects into the core's `harbourApi`,
// imported by package name so Module Federation hands every area the shell's one instance.
const fs = require('node:fs');
const path = require('node:path');

const schemaFile = '../../api/src/generated/openapi.json';
const spec = JSON.parse(fs.readFileSync(path.join(__dirname, schemaFile), 'utf8'));
const serviceOf = (apiPath) => apiPath.split('/')[1];
/** Every service the API has today; a new one gets its module (and `@harbour/sdk/<service>`) on the next generate. */
const SERVICES = [...new Set(Object.keys(spec.paths).map(serviceOf))].sort();

const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

module.exports = {
  schemaFile,
  apiFile: '@harbour/sdk',
  apiImport: 'harbourApi',
  hooks: true,
  tag: true,
  // Path parameters come from URLs and users (a partner code, an id): always encoded.
  encodePathParams: true,
  // Reads sent as POST because their filters do not fit a query string: cached and refetched
  // like any read (a query hook), not fired by hand like a change.
  endpointOverrides: [{ pattern: ['listPsychologists', 'matchPsychologists', 'estimatePriceList'], type: 'query' }],
  outputFiles: Object.fromEntries(
    SERVICES.map((service) => [
      `./src/generated/${service}.ts`,
      { exportName: `${camel(service)}Api`, filterEndpoints: (_name, operation) => serviceOf(operation.path) === service },
    ]),
  ),
};

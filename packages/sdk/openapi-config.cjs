// @rtk-query/codegen-openapi: the API's generated OpenAPI spec is the only source of SDK types.
// One endpoints module per API domain (the folder under api/src/services/ that holds the
// operation's controller: `@harbour/sdk/practice` has the case notes whatever their URL), so an
// area bundles only the domains it calls. Each module injects into the core's `harbourApi`,
// imported by package name so Module Federation hands every area the shell's one instance.
const { operationDomains } = require('./operation-domains.cjs');

const schemaFile = '../../api/src/generated/openapi.json';
const DOMAIN_OF = operationDomains();
const domainOf = ({ verb, path }) => DOMAIN_OF.get(`${verb} ${path}`);
/** Every domain with an operation today; a new one gets its module (and `@harbour/sdk/<domain>`) on the next generate. */
const DOMAINS = [...new Set(DOMAIN_OF.values())].sort();

const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

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
    DOMAINS.map((domain) => [
      `./src/generated/${domain}.ts`,
      { exportName: `${camel(domain)}Api`, filterEndpoints: (_name, operation) => domainOf(operation) === domain },
    ]),
  ),
};

// Which API domain serves each operation: the folder under api/src/services/ that holds its
// controller (api/README.md). Read from tsoa's generated routes, where each route names its
// controller and each controller's import names its file, so the API's folders are the one source.
// Controllers outside services/ (health) take their folder under api/src/.
const fs = require('node:fs');
const path = require('node:path');

const ROUTES_FILE = path.join(__dirname, '../../api/src/generated/routes.ts');

/** Map of `<verb> <OpenAPI path>` (e.g. `post /sessions/sessions/book`) → domain. */
function operationDomains(routes = fs.readFileSync(ROUTES_FILE, 'utf8')) {
  const folderOf = new Map(
    [...routes.matchAll(/^import \{ (\w+) \} from '\.\/\.\.\/(?:services\/)?([^/']+)\/[^']+';$/gm)].map((m) => [m[1], m[2]]),
  );
  const domains = new Map();
  for (const m of routes.matchAll(/app\.(get|post|put|patch|delete)\('\/api([^']*)',[\s\S]*?async function (\w+)_\w+\(/g)) {
    const [, verb, expressPath, controller] = m;
    const domain = folderOf.get(controller);
    if (!domain) throw new Error(`no controller file for ${controller} in ${ROUTES_FILE}`);
    const openApiPath = expressPath.replace(/:(\w+)/g, '{$1}');
    domains.set(`${verb} ${openApiPath}`, consoleModule(domain, openApiPath));
  }
  return domains;
}

/**
 * The content domain's console operations (`/content/admin/…`, `/support/admin/…`) are a module of
 * their own, `content-admin`: every public page bundles the content module on a first visit, and
 * the administrators' editing calls have no place in it.
 */
function consoleModule(domain, openApiPath) {
  return domain === 'content' && /^\/(content|support)\/admin\//.test(openApiPath) ? 'content-admin' : domain;
}

module.exports = { operationDomains, consoleModule, ROUTES_FILE };

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The SDK has one module per API domain: each generated module holds exactly the operations whose
// controller lives in that domain's folder, whatever their URL. The domain here comes from the
// route table (controller file → folder), the hooks from the generated modules themselves.
const ROOT = path.resolve(__dirname, '..');
const GENERATED = path.join(ROOT, 'packages/sdk/src/generated');

type Route = { method: string; path: string; controller: string; domain: string; sdkModule: string; hook: string };

const routes: Route[] = JSON.parse(
  spawnSync(process.execPath, ['scripts/route-table.mjs', '--json'], { cwd: ROOT, encoding: 'utf8' }).stdout,
);
/** The folder holding the controller: its domain under api/src/services/, else its folder under api/src/ (health). */
const folderOf = (route: Route) => route.controller.match(/^api\/src\/(?:services\/)?([^/]+)\//)![1];
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the generator's own rule, in CommonJS
const { consoleModule } = require('../packages/sdk/operation-domains.cjs') as { consoleModule(domain: string, path: string): string };
/** The module: the domain, but the content domain's console operations have their own (content-admin). */
const domainOf = (route: Route) => consoleModule(folderOf(route), route.path);

/** module name → the hooks the generated file exports (the generator may break the line before `injectedRtkApi`). */
const generatedHooks = new Map(
  fs.readdirSync(GENERATED).map((file) => {
    const source = fs.readFileSync(path.join(GENERATED, file), 'utf8');
    const hooks = source.match(/^export const \{([^}]*)\}\s*=\s*injectedRtkApi;$/m)?.[1] ?? '';
    return [path.basename(file, '.ts'), hooks.split(',').map((hook) => hook.trim()).filter(Boolean).sort()];
  }),
);

const hooksByDomain = new Map<string, string[]>();
for (const route of routes) hooksByDomain.set(domainOf(route), [...(hooksByDomain.get(domainOf(route)) ?? []), route.hook]);

describe('the SDK modules', () => {
  it('are one per API domain, no more and no fewer', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect([...generatedHooks.keys()].sort()).toEqual([...hooksByDomain.keys()].sort());
  });

  it.each([...hooksByDomain.keys()].sort())('@harbour/sdk/%s holds exactly the operations of its domain', (domain) => {
    expect(generatedHooks.get(domain)).toEqual(hooksByDomain.get(domain)!.sort());
  });

  it('are named in docs/api-routes.md by domain', () => {
    const wrong = routes.filter((route) => route.sdkModule !== `@harbour/sdk/${domainOf(route)}`);
    expect(wrong).toEqual([]);
  });

  it("keep the content domain's console operations out of @harbour/sdk/content, which every public page bundles", () => {
    const consoleRoutes = routes.filter((route) => folderOf(route) === 'content' && /^\/(content|support)\/admin\//.test(route.path));
    expect(consoleRoutes.length).toBeGreaterThan(10);
    for (const route of consoleRoutes) expect({ hook: route.hook, module: route.sdkModule }).toEqual({ hook: route.hook, module: '@harbour/sdk/content-admin' });
    expect(generatedHooks.get('content')).toContain('useListFaqsQuery');
  });

  it('serve case notes from practice although their URL is under /sessions', () => {
    const caseNotes = routes.filter((route) => route.controller.startsWith('api/src/services/practice/case-notes/'));
    expect(caseNotes.some((route) => route.path.startsWith('/sessions/'))).toBe(true);
    for (const route of caseNotes) expect(generatedHooks.get('practice')).toContain(route.hook);
  });

  it('keep the controllers\' fine-grained cache tags, not the domain', () => {
    // RTK Query invalidates by tag: a domain-wide tag would refetch all of practice on every change.
    expect(fs.readFileSync(path.join(GENERATED, 'practice.ts'), 'utf8')).toMatch(/providesTags: \["case notes"\]/);
  });
});

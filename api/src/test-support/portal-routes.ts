import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import ts from 'typescript';
import openApi from '../generated/openapi.json';

/**
 * Which addresses of the portal lead to a page, read from the route declarations themselves (for
 * tests of the links we send): the shell's and each area's published table
 * (`shell/src/routing/shell-routes.ts`, `<area>/src/routes.ts`, matched in the order of
 * packages/platform/areas.json as the shell does) decide which area owns a path; that area's own
 * React Router routes (its `<Route>` elements, read from the source with the TypeScript parser,
 * following `/*` routes into the components that hold their `<Routes>`) decide whether a page or
 * the area's Page Not Found shows. `/api/…` addresses are checked against the OpenAPI document.
 */

const ROOT = path.resolve(__dirname, '../../..');

interface PlatformRule {
  pattern: string;
  guard: string;
  owner: string;
}

interface PlatformModule {
  matchRoute(table: readonly PlatformRule[], pathname: string): PlatformRule | undefined;
}

// Loaded by path at run time: these are other workspaces' TypeScript sources (jest compiles them),
// outside the API's own compilation.
const load = async <T>(file: string): Promise<T> => (await import(file)) as T;

interface AreaEntry {
  name: string;
  dir: string;
}

/** A parsed `<Route>`: its path or index, whether its element is the area's Page Not Found, and its children. */
interface ParsedRoute {
  path?: string;
  index?: boolean;
  notFound: boolean;
  /** Tag names used in its `element` (to find the component holding descendant `<Routes>`). */
  elementTags: string[];
  children: ParsedRoute[];
}

const tagName = (node: ts.JsxOpeningLikeElement) => node.tagName.getText();

function jsxTagsIn(node: ts.Node): string[] {
  const tags: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) tags.push(tagName(n));
    ts.forEachChild(n, visit);
  };
  visit(node);
  return tags;
}

function parseRoute(node: ts.JsxElement | ts.JsxSelfClosingElement): ParsedRoute {
  const opening = ts.isJsxElement(node) ? node.openingElement : node;
  const route: ParsedRoute = { notFound: false, elementTags: [], children: [] };
  for (const attribute of opening.attributes.properties) {
    if (!ts.isJsxAttribute(attribute)) continue;
    const name = attribute.name.getText();
    const value = attribute.initializer;
    if (name === 'path' && value && ts.isStringLiteral(value)) route.path = value.text;
    if (name === 'index') route.index = true;
    if (name === 'element' && value) {
      route.elementTags = jsxTagsIn(value);
      route.notFound = route.elementTags.includes('AreaNotFound');
    }
  }
  if (ts.isJsxElement(node)) route.children = routeChildren(node);
  return route;
}

function routeChildren(parent: ts.JsxElement): ParsedRoute[] {
  return parent.children.filter((c): c is ts.JsxElement | ts.JsxSelfClosingElement => (ts.isJsxElement(c) || ts.isJsxSelfClosingElement(c)) && tagName(ts.isJsxElement(c) ? c.openingElement : c) === 'Route').map(parseRoute);
}

/** Every component in an area that renders `<Routes>`, by name, with its routes. */
function routesComponents(areaDir: string): Map<string, ParsedRoute[]> {
  const found = new Map<string, ParsedRoute[]>();
  const files = (fs.readdirSync(path.join(ROOT, areaDir, 'src'), { recursive: true }) as string[]).filter((f) => f.endsWith('.tsx') && !f.includes('.test.'));
  for (const file of files) {
    const text = fs.readFileSync(path.join(ROOT, areaDir, 'src', file), 'utf8');
    if (!text.includes('<Routes')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node, owner?: string) => {
      const name = ts.isFunctionDeclaration(node) && node.name ? node.name.text : ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) ? node.name.text : undefined;
      const current = name ?? owner;
      if (ts.isJsxElement(node) && tagName(node.openingElement) === 'Routes' && current) found.set(current, routeChildren(node));
      ts.forEachChild(node, (child) => visit(child, current));
    };
    visit(source);
  }
  return found;
}

/** A parsed route as React Router's own matcher takes it; a `/*` route holding a `<Routes>` component gets that component's routes as children. */
function toRouteObject(route: ParsedRoute, components: Map<string, ParsedRoute[]>): RouteObject {
  const descendant = route.elementTags.map((tag) => components.get(tag)).find(Boolean);
  const handle = { notFound: route.notFound };
  if (route.index) return { index: true, handle };
  if (descendant && route.path?.endsWith('*')) {
    const base = route.path.replace(/\/?\*$/, '');
    return { path: base || '/', handle, children: descendant.map((child) => toRouteObject(child, components)) };
  }
  return { path: route.path, handle, ...(route.children.length && { children: route.children.map((child) => toRouteObject(child, components)) }) };
}

export interface PortalRoutes {
  /** Why this portal address shows no page, or undefined when it does; with the route's guard. */
  check(pathname: string): { problem?: string; owner?: string; guard?: string };
  /** Why this `/api/…` path and method are not in the OpenAPI document, or undefined. */
  checkApi(pathname: string, method?: string): string | undefined;
}

export async function loadPortalRoutes(): Promise<PortalRoutes> {
  const areas = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/platform/areas.json'), 'utf8')) as AreaEntry[];
  const platform = await load<PlatformModule>(path.join(ROOT, 'packages/platform/src/route-table.ts'));
  const shell = await load<{ SHELL_ROUTES: PlatformRule[] }>(path.join(ROOT, 'shell/src/routing/shell-routes.ts'));
  const table: PlatformRule[] = [...shell.SHELL_ROUTES];
  const inArea = new Map<string, RouteObject[]>();
  for (const area of areas) {
    const { ROUTES } = await load<{ ROUTES: Omit<PlatformRule, 'owner'>[] }>(path.join(ROOT, area.dir, 'src/routes.ts'));
    table.push(...ROUTES.map((r) => ({ ...r, owner: area.name })));
    const components = routesComponents(area.dir);
    const app = components.get('App');
    if (app) inArea.set(area.name, app.map((r) => toRouteObject(r, components)));
  }
  const apiPaths = Object.entries((openApi as { paths: Record<string, Record<string, unknown>> }).paths).map(([template, methods]) => ({
    pattern: new RegExp(`^/api${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    methods: Object.keys(methods),
  }));

  return {
    check(pathname) {
      const rule = platform.matchRoute(table, pathname);
      if (!rule) return { problem: `no area's route table has ${pathname}` };
      if (rule.owner === 'shell') return { owner: 'shell', guard: rule.guard };
      const routes = inArea.get(rule.owner);
      if (!routes) return { problem: `${rule.owner} owns ${pathname} but has no <Routes> in App` };
      const matches = matchRoutes(routes, pathname);
      const leaf = matches?.at(-1)?.route.handle as { notFound?: boolean } | undefined;
      if (!matches || leaf?.notFound) return { problem: `${rule.owner} shows its Page Not Found for ${pathname}`, owner: rule.owner };
      return { owner: rule.owner, guard: rule.guard };
    },
    checkApi(pathname, method = 'get') {
      const found = apiPaths.find((p) => p.pattern.test(pathname));
      if (!found) return `no API operation at ${pathname}`;
      if (!found.methods.includes(method)) return `${pathname} has no ${method.toUpperCase()}`;
      return undefined;
    },
  };
}

// What search engines and link previews see (crawlers run no JavaScript): each content page's
// HTML carries its own <title>, meta description, canonical URL and Open Graph tags, filled from
// the content service; sitemap.xml and robots.txt; and a path nobody has a page for answers 404
// (the shell still renders "Page Not Found" in it). docs/content.md.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { AREAS } from './areas.mjs';
import { acceptedEncodings } from './compressed-static.mjs';
import { frameFor } from './page-frames.mjs';

const require = createRequire(import.meta.url);
const { loadTs } = require('../../packages/webpack-config/src/routes.js');
const { createContentCache } = require('./content-cache.cjs');
const ROOT = path.join(path.dirname(new URL(import.meta.url).pathname), '../..');

/** mf-public's rules that stand for content pages: a path they match with no page is a 404. */
export const CONTENT_PATTERNS = new Set(['/:content', '/:content/:child', '/media/*', '/research/*', '/education/*', '/author/:name', '/psychologists']);

const LOOKUP_TIMEOUT_MS = 2000;
const CACHE_MS = 30_000;
const CACHE_MAX = 500;
const GENERATION_CHECK_MS = 1000;

export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const escapeXml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

/** The origin canonical URLs use: the portal's public address (PUBLIC_URL) when known, else the request's own. */
export function originOf(req, publicOrigin) {
  return (publicOrigin || `${req.protocol}://${req.get('host')}`).replace(/\/+$/, '');
}

/**
 * The page with what the portal server looked up for it (PageData: the client settings and the
 * redirect lookup for its path) in a JSON data block the shell reads at start instead of asking the
 * API (shell/src/platform/served-page-data.ts). A data block is never run, so the page's script
 * policy is untouched; `<` is escaped so no text in it can close the element.
 */
export function withPageData(html, data) {
  if (!data || Object.keys(data).length === 0) return html;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="harbour-page-data">${json}</script></head>`);
}

/**
 * The page with a preload of its area's Module Federation manifest (`entry`, JSON naming the
 * area's files, not code): the shell asks for it only once its bootstrap has run, which on a slow
 * phone is a round trip on every page's way to its heading; preloaded, the federation runtime's
 * own fetch (same URL, CORS, same-origin credentials) is answered from this one. Never the
 * console's (who may download it is known only in the browser).
 */
export function withManifestPreload(html, owner, entry) {
  if (!owner || owner === 'shell' || owner === 'mf-admin' || typeof entry !== 'string' || !/^\/[^"<>\s]*mf-manifest\.json$/.test(entry)) return html;
  return html.replace('</head>', `<link rel="preload" as="fetch" crossorigin="anonymous" href="${entry}" /></head>`);
}

/** index.html (or a page's frame) with this content page's title, description, canonical and Open Graph tags. */
export function htmlForContent(template, page, url) {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="Harbour" />`,
    `<meta property="og:type" content="${page.kind === 'article' ? 'article' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="en_AU" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...(page.publishedOn ? [`<meta property="article:published_time" content="${escapeHtml(page.publishedOn)}" />`] : []),
    ...(page.updatedOn ? [`<meta property="article:modified_time" content="${escapeHtml(page.updatedOn)}" />`] : []),
    ...(page.author ? [`<meta name="author" content="${escapeHtml(page.author.displayName)}" />`] : []),
  ];
  const description = `<meta name="description" content="${escapeHtml(page.description)}" />`;
  const framed = frameFor(template, page.title);
  const withDescription = /<meta name="description"[^>]*>/.test(framed) ? framed.replace(/<meta name="description"[^>]*>/, description) : framed.replace('</head>', `${description}</head>`);
  return withDescription.replace('</head>', `${tags.join('')}</head>`);
}

/** sitemap.xml for the entries the content service lists. */
export function sitemapXml(entries, origin) {
  const urls = entries.map(({ path: sitePath, updatedOn }) => `<url><loc>${escapeXml(origin + sitePath)}</loc>${updatedOn ? `<lastmod>${escapeXml(updatedOn)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin) {
  return [
    'User-agent: *',
    // Signed-in areas, checkout and sessions: nothing there for a search engine.
    ...['/account', '/psychologists/account', '/psychologists/signup', '/gp/account', '/book/', '/session/', '/auth/', '/api/', '/identity/', '/styleguide'].map((p) => `Disallow: ${p}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A remotes.json line's manifest and routes URLs (a bare string is the manifest, routes beside it), as the shell reads it. */
function lineOf(value) {
  if (typeof value === 'string' && value) return { entry: value, routes: value.replace(/mf-manifest\.json$/, 'routes.json') };
  if (typeof value?.entry !== 'string' || !value.entry) return undefined;
  return { entry: value.entry, routes: typeof value.routes === 'string' && value.routes ? value.routes : value.entry.replace(/mf-manifest\.json$/, 'routes.json') };
}

const readJson = (distDir, url) => {
  const file = path.join(distDir, url.replace(/^\//, ''));
  if (!url.startsWith('/') || url.includes('..') || !fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * What the live remotes.json says, read from the published folder: every route rule (first match
 * wins: the shell's own, then each area's routes.json), the manifest and the routes files the
 * shell reads at start (served with each page, so it need not ask).
 */
function publishedState(distDir) {
  const { SHELL_ROUTES } = loadTs(path.join(ROOT, 'shell/src/routing/shell-routes.ts'));
  const remotes = readJson(distDir, '/remotes.json') ?? {};
  const rules = [...SHELL_ROUTES];
  const routesFiles = {};
  for (const area of AREAS) {
    const line = lineOf(remotes[area]);
    if (!line) continue;
    const routesFile = readJson(distDir, line.routes);
    if (routesFile) {
      routesFiles[line.routes] = routesFile;
      if (Array.isArray(routesFile.routes)) rules.push(...routesFile.routes.map((rule) => ({ ...rule, owner: area })));
    }
  }
  return { remotes: Object.keys(remotes).length > 0 ? remotes : undefined, routesFiles, rules };
}

/**
 * The page handler: decides each page path's status and head, then sends the HTML. `sendAsIs`
 * sends the published file (frame or index.html, pre-compressed) with the given status.
 */
/** `apiUrl`: the API's address, or a function giving one (a process of the pool, which changes in a rolling restart). */
export function createSeoPages({ distDir, apiUrl, publicOrigin }) {
  const apiBase = typeof apiUrl === 'function' ? apiUrl : () => apiUrl;
  const { matchRoute } = loadTs(path.join(ROOT, 'packages/platform/src/route-table.ts'));
  let table = { key: '', state: undefined };
  // Re-read when an area is released (remotes.json changes): new routes and files count at once.
  const published = () => {
    const remotesFile = path.join(distDir, 'remotes.json');
    const key = fs.existsSync(remotesFile) ? String(fs.statSync(remotesFile).mtimeMs) : 'none';
    if (table.key !== key) table = { key, state: publishedState(distDir) };
    return table.state;
  };

  /** GET an API path: the JSON body, null for a 404, undefined when the API cannot answer. */
  async function getJson(apiPath) {
    try {
      const response = await fetch(`${apiBase()}${apiPath}`, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
      if (response.ok) return await response.json();
      return response.status === 404 || response.status === 422 ? null : undefined;
    } catch {
      return undefined;
    }
  }
  const { get: apiGet } = createContentCache({ getJson, cacheMs: CACHE_MS, generationCheckMs: GENERATION_CHECK_MS, max: CACHE_MAX });

  const template = () => fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');

  /**
   * What the shell asks first on every page load, looked up here (cached like the other lookups)
   * and served with the page: the client settings (the same for every page), the redirect lookup
   * for the path exactly as the shell's first navigation asks it (spec §2), and the live
   * remotes.json with the routes files it names. A part the server cannot answer is left out, and
   * the shell asks for it itself.
   */
  async function pageData(pagePath) {
    const { remotes, routesFiles } = published();
    const [clientSettings, lookup] = await Promise.all([
      apiGet('/api/identity/client-settings'),
      apiGet(`/api/content/redirects?path=${encodeURIComponent(pagePath)}`),
    ]);
    const data = {};
    if (clientSettings) data.clientSettings = clientSettings;
    if (lookup) data.redirectLookup = { path: pagePath, redirect: lookup.redirect ?? null };
    if (remotes) {
      data.remotes = remotes;
      data.routes = routesFiles;
    }
    return data;
  }

  function sendHtml(req, res, status, html) {
    // Brotli whenever the browser takes it, as the published files are chosen (Express's own
    // negotiation picks the browser's first listed, gzip in Chromium's header).
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const accepts = accepted.has('br') || accepted.has('*') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
    res.status(status).type('html').vary('Accept-Encoding');
    if (accepts === 'br') return res.set('content-encoding', 'br').send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (accepts === 'gzip') return res.set('content-encoding', 'gzip').send(zlib.gzipSync(html));
    return res.send(html);
  }

  return {
    async robots(req, res) {
      res.type('text/plain').set('cache-control', 'public, max-age=3600').send(robotsTxt(originOf(req, publicOrigin)));
    },

    async sitemap(req, res) {
      const body = await apiGet('/api/content/sitemap');
      if (!body) return res.status(503).type('text/plain').set('retry-after', '30').send('The sitemap is not available just now.');
      res.type('application/xml').set('cache-control', 'public, max-age=600').send(sitemapXml(body.entries, originOf(req, publicOrigin)));
    },

    /**
     * Sends a page. `file` is its published HTML, sent pre-compressed as is by `sendAsIs(status)`
     * when there is nothing to add to it; with the page data it is read, filled and compressed here.
     */
    async page(req, res, sendAsIs, file) {
      const clean = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
      const { rules } = published();
      const rule = matchRoute(rules, clean);
      const mayBeContent = !rule || (rule.owner === 'mf-public' && !rule.title);
      const data = pageData(req.path);
      // A missing page (404) shows no area's page: nothing to preload.
      const owner = (status) => (status === 200 ? rule?.owner : undefined);
      const sendPage = async (status) => {
        const served = await data;
        if (Object.keys(served).length === 0) return sendAsIs(status);
        const entry = lineOf(served.remotes?.[owner(status)])?.entry;
        return sendHtml(req, res, status, withManifestPreload(withPageData(fs.readFileSync(file, 'utf8'), served), owner(status), entry));
      };
      if (!mayBeContent) return sendPage(200);
      const content = await apiGet(`/api/content/pages?path=${encodeURIComponent(clean)}`);
      if (content) {
        const served = await data;
        const html = withPageData(htmlForContent(template(), content, originOf(req, publicOrigin) + content.path), served);
        return sendHtml(req, res, 200, withManifestPreload(html, 'mf-public', lineOf(served.remotes?.['mf-public'])?.entry));
      }
      if (content === undefined) return sendPage(200); // the API is not answering: never a false 404
      if (rule && !CONTENT_PATTERNS.has(rule.pattern)) return sendPage(200);
      // Nobody has a page here. A stored redirect (spec §2) still leads on; else 404.
      const lookup = await apiGet(`/api/content/redirects?path=${encodeURIComponent(clean)}`);
      if (lookup?.redirect) return res.redirect(lookup.redirect.permanent ? 301 : 302, lookup.redirect.target);
      return sendPage(404);
    },
  };
}

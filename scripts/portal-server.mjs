// The one origin the portal is served from: the shell, each area's published builds, the remotes
// manifest and the build file, with /api and /identity passed to the API process.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { compressedStatic, sendPublished } from './lib/compressed-static.mjs';
import { pagePathFor } from './lib/page-frames.mjs';
import { createSeoPages } from './lib/seo-pages.mjs';

// The API's header policy (compiled into api/dist, which every start builds first): one CSP for
// the portal's pages whichever server answers them.
const require = createRequire(import.meta.url);
const { securityHeaders, readSecurityHeaderConfig } = require('../api/dist/http/security-headers.js');
const { createApiPool, createApiProxy } = require('./lib/api-fleet.cjs');

const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];

/** PORTAL_TRUST_PROXY: proxies in front of the portal (a TLS terminator); default nobody. */
function portalTrustProxy(value = process.env.PORTAL_TRUST_PROXY) {
  const list = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return list.length === 0 || list.every((entry) => /^(none|false)$/i.test(entry)) ? false : list;
}

/**
 * `apiPool`: the API processes taking requests, in turn (scripts/lib/api-fleet.cjs); or `apiUrl`, one process.
 * `publicOrigin`: the address browsers use (PUBLIC_URL), for canonical URLs and the sitemap;
 * unset, each request's own host is used.
 */
export function createPortalServer({ distDir, apiUrl, apiPool = createApiPool([apiUrl]), trustProxy = portalTrustProxy(), headerConfig = readSecurityHeaderConfig(), publicOrigin = process.env.PUBLIC_URL }) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);

  // The client's own X-Forwarded-* are dropped, and ours say what this server saw (req.ip and
  // req.protocol honour only the proxies it trusts): the API trusts us, not the client.
  app.use(
    createApiProxy(apiPool, {
      on: {
        proxyReq: (proxyReq, req) => {
          for (const name of FORWARDED) proxyReq.removeHeader(name);
          proxyReq.setHeader('x-forwarded-for', req.ip ?? req.socket.remoteAddress ?? '');
          proxyReq.setHeader('x-forwarded-proto', req.protocol);
          if (req.headers.host) proxyReq.setHeader('x-forwarded-host', req.headers.host);
        },
        error: (_err, _req, res) => {
          if ('writeHead' in res && !res.headersSent) {
            res.writeHead(502, { 'content-type': 'application/problem+json' });
            res.end(JSON.stringify({ status: 502, title: 'Bad Gateway', detail: 'The Harbour API is not answering.' }));
          }
        },
      },
    }),
  );

  // Everything else is the portal's own: its pages and files carry the page policy (the API sets
  // its headers on /api and /identity itself).
  app.use(securityHeaders('page', headerConfig));

  // Read on every request by the shell: never cached, so a release is seen at once.
  for (const file of ['remotes.json', 'current-build.json']) {
    app.get(`/${file}`, (_req, res) => {
      res.set('cache-control', 'no-store');
      res.sendFile(path.join(distDir, file), { dotfiles: 'allow' });
    });
  }

  // Published builds live in folders named by build id: their URLs never change content.
  // dotfiles 'allow': the published folder is .dist, and send() refuses dot-paths by default.
  // Each file is sent pre-compressed (brotli or gzip, made at publish time) when the browser accepts it.
  const immutable = { immutable: true, maxAge: '365d' };
  app.use('/shell', compressedStatic(path.join(distDir, 'shell'), immutable));
  app.use('/areas', compressedStatic(path.join(distDir, 'areas'), immutable));

  // Shared SVG icons (GET /icons/{name}.svg): before the SPA fallback, so a missing icon is a
  // 404 rather than index.html.
  const icons = fileURLToPath(new URL('../packages/ui/assets/icons', import.meta.url));
  app.use('/icons', express.static(icons, { maxAge: '1d', fallthrough: false }));

  // The site's icon: the page head names the SVG; /favicon.ico is what browsers and crawlers ask
  // for by name when a page (a PDF, an error) has no head.
  const assets = fileURLToPath(new URL('../packages/ui/assets', import.meta.url));
  for (const file of ['favicon.ico', 'favicon.svg']) {
    app.get(`/${file}`, (_req, res) => res.sendFile(path.join(assets, file), { maxAge: '1d' }));
  }

  // For search engines (scripts/lib/seo-pages.mjs): robots.txt, sitemap.xml, and below each
  // content page's own head and a 404 for a path with no page.
  const seo = createSeoPages({ distDir, apiUrl: () => apiPool.next(), publicOrigin });
  app.get('/robots.txt', seo.robots);
  app.get('/sitemap.xml', (req, res, next) => seo.sitemap(req, res).catch(next));

  // Every other GET is a page of the single-page portal: the shell decides what it shows.
  // Public pages with a known title have their own copy of it, made at publish time, whose first
  // paint already shows the header, the page's heading and a skeleton (scripts/lib/page-frames.mjs).
  // A content page gets its head from the content service; a path nobody has a page for gets the
  // same shell (which shows "Page Not Found") with status 404.
  // Each page carries what the shell would otherwise ask the API first (the client settings and
  // the redirect lookup for its path), looked up here: the page's load makes two calls fewer.
  app.get(/.*/, (req, res, next) => {
    res.set('cache-control', 'no-cache');
    const file = pagePathFor(distDir, req.path);
    const sendAsIs = (status) => {
      res.status(status);
      sendPublished(req, res, file, {}, next);
    };
    seo.page(req, res, sendAsIs, file).catch(next);
  });

  app.use((err, _req, res, _next) => {
    res.status(err.status ?? 500).type('text/plain').send(err.status === 404 ? 'Not found' : 'Server error');
  });
  return app;
}

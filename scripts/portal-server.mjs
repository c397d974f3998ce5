// The one origin the portal is served from: the shell, each area's published builds, the remotes
// manifest and the build file, with /api and /identity passed to the API process.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

export function createPortalServer({ distDir, apiUrl }) {
  const app = express();
  app.disable('x-powered-by');

  app.use(
    createProxyMiddleware({
      target: apiUrl,
      pathFilter: ['/api', '/identity'],
      xfwd: true,
      on: {
        error: (_err, _req, res) => {
          if ('writeHead' in res && !res.headersSent) {
            res.writeHead(502, { 'content-type': 'application/problem+json' });
            res.end(JSON.stringify({ status: 502, title: 'Bad Gateway', detail: 'The Harbour API is not answering.' }));
          }
        },
      },
    }),
  );

  // Read on every request by the shell: never cached, so a release is seen at once.
  for (const file of ['remotes.json', 'current-build.json']) {
    app.get(`/${file}`, (_req, res) => {
      res.set('cache-control', 'no-store');
      res.sendFile(path.join(distDir, file), { dotfiles: 'allow' });
    });
  }

  // Published builds live in folders named by build id: their URLs never change content.
  // dotfiles 'allow': the published folder is .dist, and send() refuses dot-paths by default.
  const immutable = { immutable: true, maxAge: '365d', fallthrough: false, dotfiles: 'allow' };
  app.use('/shell', express.static(path.join(distDir, 'shell'), immutable));
  app.use('/areas', express.static(path.join(distDir, 'areas'), immutable));

  // Shared SVG icons (GET /icons/{name}.svg): before the SPA fallback, so a missing icon is a
  // 404 rather than index.html.
  const icons = fileURLToPath(new URL('../packages/ui/assets/icons', import.meta.url));
  app.use('/icons', express.static(icons, { maxAge: '1d', fallthrough: false }));

  // Every other GET is a page of the single-page portal: the shell decides what it shows.
  app.get(/.*/, (_req, res) => {
    res.set('cache-control', 'no-cache');
    res.sendFile(path.join(distDir, 'index.html'), { dotfiles: 'allow' });
  });

  app.use((err, _req, res, _next) => {
    res.status(err.status ?? 500).type('text/plain').send(err.status === 404 ? 'Not found' : 'Server error');
  });
  return app;
}

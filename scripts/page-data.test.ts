import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The portal server serves each page with what the shell would otherwise ask the API first: the
// client settings and the redirect lookup for the page's path (scripts/lib/seo-pages.mjs). Run in
// plain Node (the page code is an ES module): a stand-in API on a port, the page handler in front.
const ROOT = path.resolve(__dirname, '..');

const PROGRAM = `
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { createSeoPages } from './scripts/lib/seo-pages.mjs';

const answers = {
  '/api/content/generation': { generation: 1 },
  '/api/identity/client-settings': { authority: 'http://portal.test/identity', clientId: 'HarbourWeb', scope: 'openid api' },
  '/api/content/redirects?path=%2Faccount': {},
  '/api/content/redirects?path=%2Fold': { redirect: { path: '/old', target: '/new</script>', permanent: false } },
};
const asked = [];
const apiUp = process.argv[1] === 'up';
const api = http.createServer((req, res) => {
  asked.push(req.url);
  const body = answers[req.url];
  res.writeHead(body && apiUp ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
});
await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-data-'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<html><head><title>Harbour</title></head><body></body></html>');
fs.writeFileSync(path.join(distDir, 'remotes.json'), '{}');
const seo = createSeoPages({ distDir, apiUrl: 'http://127.0.0.1:' + api.address().port });
const app = express();
app.get(/.*/, (req, res, next) => {
  const file = path.join(distDir, 'index.html');
  seo.page(req, res, (status) => res.status(status).type('html').set('x-as-is', 'yes').sendFile(file), file).catch(next);
});
const portal = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
const base = 'http://127.0.0.1:' + portal.address().port;
const out = {};
for (const page of ['/account', '/old']) {
  const response = await fetch(base + page, { headers: { 'accept-encoding': 'identity' } });
  const html = await response.text();
  const block = /<script type="application\\/json" id="harbour-page-data">(.*?)<\\/script>/.exec(html);
  out[page] = { status: response.status, asIs: response.headers.get('x-as-is') === 'yes', block: block && block[1] };
}
out.asked = asked.filter((url) => url !== '/api/content/generation');
console.log(JSON.stringify(out));
api.close(); portal.close();
`;

function run(api: 'up' | 'down') {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', PROGRAM, api], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe('pages served with their data', () => {
  it("carry the client settings and their path's redirect lookup, escaped so nothing closes the block", () => {
    const out = run('up');
    expect(JSON.parse(out['/account'].block)).toEqual({
      clientSettings: { authority: 'http://portal.test/identity', clientId: 'HarbourWeb', scope: 'openid api' },
      redirectLookup: { path: '/account', redirect: null },
    });
    expect(out['/old'].block).toContain('"target":"/new\\u003c/script>"');
    expect(JSON.parse(out['/old'].block).redirectLookup).toEqual({ path: '/old', redirect: { path: '/old', target: '/new</script>', permanent: false } });
    expect(out['/account'].status).toBe(200);
    // The settings are the same for every page: asked once, then served from the portal's cache.
    expect(out.asked.filter((url: string) => url === '/api/identity/client-settings')).toHaveLength(1);
  });

  it('go out as published, without the block, when the API cannot answer (the shell then asks itself)', () => {
    const out = run('down');
    expect(out['/account']).toEqual({ status: 200, asIs: true, block: null });
  });
});

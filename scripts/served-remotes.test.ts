import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The portal server serves each page with the live /remotes.json and the routes files it names
// (the shell then fetches neither), read at serve time (scripts/lib/seo-pages.mjs), so a release
// counts at the next page load. Run in plain Node (the page code is an ES module): a published
// folder with one area, a stand-in API that cannot answer, the page handler in front.
const ROOT = path.resolve(__dirname, '..');

const PROGRAM = `
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { createSeoPages } from './scripts/lib/seo-pages.mjs';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'served-remotes-'));
const write = (file, body) => {
  fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  fs.writeFileSync(path.join(distDir, file), typeof body === 'string' ? body : JSON.stringify(body));
};
write('index.html', '<html><head><meta charset="utf-8" /><title>Harbour</title><script defer src="/shell/s1/main.js"></script></head><body></body></html>');
// Each build's manifest is published too: a page naming the area's files would find them there.
const publish = (build, lifecycles) => {
  write('areas/mf-patient/' + build + '/mf-manifest.json', {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [{ name: 'lifecycles', assets: { js: { sync: lifecycles, async: ['9.js'] } } }],
  });
  write('areas/mf-patient/' + build + '/routes.json', { area: 'mf-patient', contractVersion: '2.0.0', routes: [{ pattern: '/account/*', layout: 'default', guard: 'patient' }] });
};
publish('b1', ['305.js', '__federation_expose_lifecycles.js']);
publish('b2', ['42.js', '__federation_expose_lifecycles.js', 'https://elsewhere.test/x.js']);
write('areas/mf-admin/a1/routes.json', { area: 'mf-admin', contractVersion: '2.0.0', routes: [{ pattern: '/admin/*', layout: 'default', guard: 'admin' }] });
const release = (build) =>
  write('remotes.json', {
    'mf-patient': { entry: '/areas/mf-patient/' + build + '/mf-manifest.json', routes: '/areas/mf-patient/' + build + '/routes.json' },
    'mf-admin': { entry: '/areas/mf-admin/a1/mf-manifest.json', routes: '/areas/mf-admin/a1/routes.json' },
  });
release('b1');

const seo = createSeoPages({ distDir, apiUrl: 'http://127.0.0.1:9' });
const app = express();
app.get(/.*/, (req, res, next) => {
  const file = path.join(distDir, 'index.html');
  seo.page(req, res, (status) => res.status(status).type('html').set('x-as-is', 'yes').sendFile(file), file).catch(next);
});
const portal = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
const base = 'http://127.0.0.1:' + portal.address().port;
const visit = async (page) => {
  const html = await (await fetch(base + page, { headers: { 'accept-encoding': 'identity' } })).text();
  const block = /<script type="application\\/json" id="harbour-page-data">(.*?)<\\/script>/.exec(html);
  const outside = block ? html.replace(block[0], '') : html;
  const preloads = [...outside.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)" \\/>/g)].map((m) => m[1]);
  return { areaFiles: [...outside.matchAll(/\\/areas\\/[^"\\s>]+/g)].map((m) => m[0]).filter((f) => !preloads.includes(f)), preloads, data: block && JSON.parse(block[1]) };
};
const out = { account: await visit('/account/sessions'), login: await visit('/login'), admin: await visit('/admin/users') };
// A release rewrites remotes.json: the next page load names the new build's files.
await new Promise((resolve) => setTimeout(resolve, 20));
release('b2');
out.released = await visit('/account');
console.log(JSON.stringify(out));
portal.close();
`;

function run() {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', PROGRAM], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe('pages served with the live remotes', () => {
  const out = run();

  it('carry the live remotes.json and its routes files, even when the API cannot answer', () => {
    expect(out.account.data).toEqual({
      remotes: {
        'mf-patient': { entry: '/areas/mf-patient/b1/mf-manifest.json', routes: '/areas/mf-patient/b1/routes.json' },
        'mf-admin': { entry: '/areas/mf-admin/a1/mf-manifest.json', routes: '/areas/mf-admin/a1/routes.json' },
      },
      routes: {
        '/areas/mf-patient/b1/routes.json': { area: 'mf-patient', contractVersion: '2.0.0', routes: [{ pattern: '/account/*', layout: 'default', guard: 'patient' }] },
        '/areas/mf-admin/a1/routes.json': { area: 'mf-admin', contractVersion: '2.0.0', routes: [{ pattern: '/admin/*', layout: 'default', guard: 'admin' }] },
      },
    });
  });

  it("preload the page's area's manifest (JSON, not code), so the shell's request for it is answered at once", () => {
    expect(out.account.preloads).toEqual(['/areas/mf-patient/b1/mf-manifest.json']);
  });

  it("name no area code outside that data: an area's code is fetched only when the shell mounts it for someone its guard lets in", () => {
    expect(out.account.areaFiles).toEqual([]);
    expect(out.login.areaFiles).toEqual([]);
    expect(out.admin.areaFiles).toEqual([]);
  });

  it("preload nothing for the shell's own pages, nor the console's manifest (who may download it is known only in the browser)", () => {
    expect(out.login.preloads).toEqual([]);
    expect(out.admin.preloads).toEqual([]);
  });

  it('follow a release at once', () => {
    expect(out.released.preloads).toEqual(['/areas/mf-patient/b2/mf-manifest.json']);
    expect(out.released.data.remotes['mf-patient'].entry).toBe('/areas/mf-patient/b2/mf-manifest.json');
    expect(Object.keys(out.released.data.routes)).toEqual(['/areas/mf-patient/b2/routes.json', '/areas/mf-admin/a1/routes.json']);
  });
});

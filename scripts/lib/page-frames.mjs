// Per-route HTML, made at publish time: for each public page with a fixed path and a title (an
// area's routes.json), a copy of the shell's index.html whose <title> and frame heading are that
// page's. The first paint then shows the header, the page's heading and a skeleton before any
// JavaScript has run; the shell replaces the frame when it starts. Rewritten whenever the shell
// or an area is published, so a release's new titles are served from the next page load.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AREAS } from './areas.mjs';
import { precompressFile } from './precompress.mjs';

const require = createRequire(import.meta.url);
const { loadTs } = require('../../packages/webpack-config/src/routes.js');
const ROOT = path.join(path.dirname(new URL(import.meta.url).pathname), '../..');

/** The folder of per-route pages inside the published folder. */
const PAGES = 'pages';

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The document title for a page title (also what the shell sets: "Find a psychologist — Harbour"). */
export const documentTitle = (title) => `${title} — Harbour`;

/** The fixed path a rule stands for ('/signup/*' → '/signup'), or undefined when it has parameters. */
function fixedPath(pattern) {
  const base = pattern.endsWith('/*') ? pattern.slice(0, -2) || '/' : pattern;
  return base.includes(':') || base.includes('*') ? undefined : base;
}

/** index.html with this page's title, heading and (when the route has one) opening paragraph in its frame. */
export function frameFor(template, title, intro) {
  const paragraph = intro ? `<p class="frame-intro" data-frame-intro>${escapeHtml(intro)}</p>` : '';
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(title))}</title>`)
    // A placeholder element, not a comment: the shell's HTML is minified, which drops comments.
    .replace(/<harbour-frame-heading><\/harbour-frame-heading>/, `<h1 class="frame-heading" data-frame-heading>${escapeHtml(title)}</h1>${paragraph}`);
}

/** Where a page path's HTML sits inside a pages folder (<folder>/<path>/index.html). */
const fileIn = (folder, pagePath) => path.join(folder, ...pagePath.split('/').filter(Boolean), 'index.html');
/** Where a page path's own HTML is published (dist/pages/<path>/index.html). */
const pageFile = (distDir, pagePath) => fileIn(path.join(distDir, PAGES), pagePath);

/** The file to send for a page request: its own frame when published, else the shell's index.html. */
export function pagePathFor(distDir, requestPath) {
  const clean = requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath;
  if (!clean.includes('..') && !clean.includes('\0')) {
    const own = pageFile(distDir, clean);
    if (fs.existsSync(own)) return own;
  }
  return path.join(distDir, 'index.html');
}

/** Rewrites every per-route page from the live remotes.json and the shell's index.html. */
export function writePageFrames(distDir) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const template = fs.readFileSync(indexFile, 'utf8');
  const remotesFile = path.join(distDir, 'remotes.json');
  const remotes = fs.existsSync(remotesFile) ? JSON.parse(fs.readFileSync(remotesFile, 'utf8')) : {};
  const { matchRoute } = loadTs(path.join(ROOT, 'packages/platform/src/route-table.ts'));
  const rules = [];
  for (const area of AREAS) {
    const url = remotes[area]?.routes;
    const file = url && path.join(distDir, url.replace(/^\//, ''));
    if (!file || !fs.existsSync(file)) continue;
    rules.push(...JSON.parse(fs.readFileSync(file, 'utf8')).routes.map((rule) => ({ ...rule, owner: area })));
  }
  const next = path.join(distDir, `${PAGES}.${process.pid}.tmp`);
  fs.rmSync(next, { recursive: true, force: true });
  fs.mkdirSync(next, { recursive: true });
  const written = [];
  for (const rule of rules) {
    const pagePath = fixedPath(rule.pattern);
    // Only the rule that really answers this path (first match across areas), public and titled.
    if (!pagePath || !rule.title || rule.guard !== 'public' || matchRoute(rules, pagePath) !== rule) continue;
    const file = fileIn(next, pagePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, frameFor(template, rule.title, rule.intro));
    precompressFile(file);
    written.push(pagePath);
  }
  // Swap the whole folder at once: a request never sees half of it.
  const live = path.join(distDir, PAGES);
  const old = path.join(distDir, `${PAGES}.${process.pid}.old`);
  if (fs.existsSync(live)) fs.renameSync(live, old);
  fs.renameSync(next, live);
  fs.rmSync(old, { recursive: true, force: true });
  return written;
}

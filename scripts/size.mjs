// `npm run size`: gzipped JavaScript per area (the files of its current release) and what the
// shell's first page downloads, from the published builds in .dist.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { AREAS } from './lib/areas.mjs';
import { DIST, readRemotes } from './lib/publish.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function jsFiles(dir) {
  return fs.readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f));
}

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error('No build in .dist: run `npm run build` first.');
  process.exit(1);
}

const remotes = readRemotes();
const rows = [];
for (const area of AREAS) {
  const dir = path.join(DIST, remotes[area].entry.replace(/^\//, '').replace(/\/mf-manifest\.json$/, ''));
  const files = jsFiles(dir);
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  // What the area itself adds when the shell already has the shared libraries.
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const own = new Set(['remoteEntry.js', ...manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async])]);
  const ownSize = [...own].filter((f) => fs.existsSync(path.join(dir, f))).reduce((sum, f) => sum + gzipSize(path.join(dir, f)), 0);
  rows.push([area, kb(ownSize), kb(total)]);
}

const shellDir = path.join(DIST, 'shell', JSON.parse(fs.readFileSync(path.join(DIST, 'current-build.json'), 'utf8')).id);
const shellEntry = [...fs.readFileSync(path.join(DIST, 'index.html'), 'utf8').matchAll(/src="?([^" >]+\.js)/g)].map((m) => path.join(shellDir, path.basename(m[1])));
const shellAll = jsFiles(shellDir).reduce((sum, file) => sum + gzipSize(file), 0);

console.log('gzipped JavaScript (level 9)\n');
console.log('area'.padEnd(18) + 'own code on first visit'.padEnd(26) + 'all files incl. shared fallbacks');
for (const [area, own, total] of rows) console.log(area.padEnd(18) + own.padEnd(26) + total);
console.log(`\nshell entry script: ${kb(shellEntry.reduce((sum, f) => sum + gzipSize(f), 0))}; all shell files: ${kb(shellAll)}`);

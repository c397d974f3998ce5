// Publishing = copying a finished build into .dist, the folder the portal serves like a CDN.
// Each build gets a folder of its own, so a release never overwrites files a browser may be using.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AREAS } from './areas.mjs';
import { writePageFrames } from './page-frames.mjs';
import { precompressDir, precompressFile } from './precompress.mjs';
import { ROOT } from './run.mjs';

// The conflict check of packages/platform, run on the TypeScript source through webpack-config.
const { routeConflicts } = createRequire(import.meta.url)('../../packages/webpack-config/src/routes.js');

export const DIST = path.join(ROOT, '.dist');
const REMOTES = path.join(DIST, 'remotes.json');

function readBuildInfo(workspace) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, workspace, 'dist/harbour-build.json'), 'utf8'));
}

function writeAtomically(file, content) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, content);
  fs.renameSync(temp, file);
}

/** Copies an area's build into .dist; returns its /remotes.json line { entry, routes }. */
export function publishArea(area, { from = path.join(ROOT, area, 'dist') } = {}) {
  const info = JSON.parse(fs.readFileSync(path.join(from, 'harbour-build.json'), 'utf8'));
  const target = path.join(DIST, 'areas', area, info.id);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(from, target, { recursive: true });
  precompressDir(target);
  const base = `/areas/${area}/${info.id}`;
  return { ...info, line: { entry: `${base}/mf-manifest.json`, routes: `${base}/routes.json` } };
}

const readPublished = (url) => JSON.parse(fs.readFileSync(path.join(DIST, url.replace(/^\//, '')), 'utf8'));

/**
 * Route conflicts the portal would have with `line` as `area`'s release, against the routes the
 * other areas have live now (their published routes.json), in the order of areas.json.
 */
export function releaseConflicts(area, line) {
  const remotes = { ...readRemotes(), [area]: line };
  const rules = [];
  for (const name of AREAS) {
    const routesUrl = remotes[name]?.routes;
    if (!routesUrl || !fs.existsSync(path.join(DIST, routesUrl.replace(/^\//, '')))) continue;
    rules.push(...readPublished(routesUrl).routes.map((r) => ({ ...r, owner: name })));
  }
  return routeConflicts(rules).filter((message) => message.includes(area));
}

/** Points one area's line of /remotes.json at a published build: this is the release. */
export function setRemote(area, line) {
  fs.mkdirSync(DIST, { recursive: true });
  const remotes = fs.existsSync(REMOTES) ? JSON.parse(fs.readFileSync(REMOTES, 'utf8')) : {};
  remotes[area] = line;
  writeAtomically(REMOTES, JSON.stringify(remotes, null, 2) + '\n');
  // The per-route pages carry the live routes' titles.
  writePageFrames(DIST);
  return remotes;
}

export function readRemotes() {
  return fs.existsSync(REMOTES) ? JSON.parse(fs.readFileSync(REMOTES, 'utf8')) : {};
}

export function publishShell() {
  const info = readBuildInfo('shell');
  const target = path.join(DIST, 'shell', info.id);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(path.join(ROOT, 'shell/dist'), target, { recursive: true });
  precompressDir(target);
  writeAtomically(path.join(DIST, 'index.html'), fs.readFileSync(path.join(target, 'index.html')));
  precompressFile(path.join(DIST, 'index.html'));
  writePageFrames(DIST);
  writeAtomically(path.join(DIST, 'current-build.json'), JSON.stringify({ timestamp: info.timestamp, id: info.id }) + '\n');
  return info;
}

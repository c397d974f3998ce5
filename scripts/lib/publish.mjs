// Publishing = copying a finished build into .dist, the folder the portal serves like a CDN.
// Each build gets a folder of its own, so a release never overwrites files a browser may be using.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './run.mjs';

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

export function publishArea(area) {
  const info = readBuildInfo(area);
  const target = path.join(DIST, 'areas', area, info.id);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(path.join(ROOT, area, 'dist'), target, { recursive: true });
  return { ...info, entry: `/areas/${area}/${info.id}/mf-manifest.json` };
}

/** Points one area's line of /remotes.json at a published build: this is the release. */
export function setRemote(area, entry) {
  fs.mkdirSync(DIST, { recursive: true });
  const remotes = fs.existsSync(REMOTES) ? JSON.parse(fs.readFileSync(REMOTES, 'utf8')) : {};
  remotes[area] = entry;
  writeAtomically(REMOTES, JSON.stringify(remotes, null, 2) + '\n');
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
  writeAtomically(path.join(DIST, 'index.html'), fs.readFileSync(path.join(target, 'index.html')));
  writeAtomically(path.join(DIST, 'current-build.json'), JSON.stringify({ timestamp: info.timestamp, id: info.id }) + '\n');
  return info;
}

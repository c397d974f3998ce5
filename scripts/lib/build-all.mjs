// Builds everything and publishes it into .dist: the API, the shell and every area. Loaded only
// after setup() (it needs installed packages), by `npm run build`, `npm start` and `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import { generate } from '../generate.mjs';
import { AREAS } from './areas.mjs';
import { buildWorkspaces } from './build-workspaces.mjs';
import { DIST, publishArea, publishShell, setRemote } from './publish.mjs';
import { run, timed, TSC_EMIT } from './run.mjs';
import { sourceStamp } from './source-stamp.mjs';

const REPORT = path.join(DIST, 'build-report.json');

/** `generated: true` when the caller has just generated the routes and SDK (npm test does, before the type check). */
export async function buildAll({ generated = false } = {}) {
  // Taken before building: a file changed during the build makes the next run build again.
  const stamp = sourceStamp();
  if (!generated) await generate();
  await timed('Build the API', () => run('node', [TSC_EMIT, '-p', 'api/tsconfig.build.json']));
  const timings = await timed(`Build the shell and the ${AREAS.length} areas`, () => buildWorkspaces(['shell', ...AREAS]));
  const shell = publishShell();
  const areas = {};
  for (const area of AREAS) {
    const published = publishArea(area);
    setRemote(area, published.line);
    areas[area] = { id: published.id, buildMs: timings[area] };
  }
  const report = { shell: { id: shell.id, buildMs: timings.shell }, areas, builtAt: new Date().toISOString(), sourceStamp: stamp };
  fs.writeFileSync(REPORT, JSON.stringify(report, null, 2) + '\n');
  return report;
}

/**
 * The published build in .dist (and api/dist beside it) was made from exactly the files here now:
 * `npm test` after `npm start -- --smoke` on the same clone reuses it instead of building again.
 */
export function buildIsCurrent() {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(REPORT, 'utf8'));
  } catch {
    return false;
  }
  const stamp = sourceStamp();
  return Boolean(stamp && report.sourceStamp === stamp && fs.existsSync(path.join(DIST, 'index.html')) && fs.existsSync('api/dist/server.js'));
}

// Builds everything and publishes it into .dist: the API, the shell and every area.
import fs from 'node:fs';
import path from 'node:path';
import { generate } from './generate.mjs';
import { AREAS } from './lib/areas.mjs';
import { buildWorkspaces } from './lib/build-workspaces.mjs';
import { DIST, publishArea, publishShell, setRemote } from './lib/publish.mjs';
import { run, timed } from './lib/run.mjs';

/** `generated: true` when the caller has just generated the routes and SDK (npm test does, before the type check). */
export async function buildAll({ generated = false } = {}) {
  if (!generated) await generate();
  await timed('Build the API', () => run('npx', ['tsc', '-p', 'api/tsconfig.build.json']));
  const timings = await timed('Build the shell and the six areas', () => buildWorkspaces(['shell', ...AREAS]));
  const shell = publishShell();
  const areas = {};
  for (const area of AREAS) {
    const published = publishArea(area);
    setRemote(area, published.line);
    areas[area] = { id: published.id, buildMs: timings[area] };
  }
  const report = { shell: { id: shell.id, buildMs: timings.shell }, areas, builtAt: new Date().toISOString() };
  fs.writeFileSync(path.join(DIST, 'build-report.json'), JSON.stringify(report, null, 2) + '\n');
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { setup } = await import('./setup.mjs');
  await setup();
  await buildAll();
}

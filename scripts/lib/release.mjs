// Releases one area: build it, publish it beside its earlier builds and point its line of
// /remotes.json ({ entry, routes }) at it. The shell and other areas are not touched; a running
// portal serves the new build — and its routes — on the next page load. A release whose routes conflict with the live ones of the
// other areas is refused. `--from` publishes a folder built elsewhere (the release browser test).
import path from 'node:path';
import { AREAS } from './areas.mjs';
import { buildWorkspaces } from './build-workspaces.mjs';
import { publishArea, releaseConflicts, setRemote } from './publish.mjs';

/** Releases one area alone; exits 2 on a usage error, 1 on a route conflict. */
export async function releaseArea(args) {
  const [area, ...rest] = args;
  if (!AREAS.includes(area)) {
    console.error(`Usage: npm run release -- <area> [--label <text>]\nAreas: ${AREAS.join(', ')}`);
    process.exit(2);
  }
  const labelAt = rest.indexOf('--label');
  const label = labelAt >= 0 ? rest[labelAt + 1] : '';

  const fromAt = rest.indexOf('--from');
  const from = fromAt >= 0 ? path.resolve(rest[fromAt + 1]) : undefined;

  if (!from) await buildWorkspaces([area], { env: { HARBOUR_RELEASE_LABEL: label } });
  const published = publishArea(area, from ? { from } : {});
  const conflicts = releaseConflicts(area, published.line);
  if (conflicts.length) {
    console.error(`Not released: ${area}'s routes conflict with the live ones:\n  ${conflicts.join('\n  ')}`);
    process.exit(1);
  }
  setRemote(area, published.line);
  console.log(`Released ${area} build ${published.id}${label ? ` (${label})` : ''}: /remotes.json now points at ${published.line.entry}`);
}

// `npm run release -- <area> [--label <text>]`: build one area, publish it beside its earlier
// builds and point its line of /remotes.json at it. The shell and other areas are not touched;
// a running portal serves the new build on the next page load.
import { AREAS } from './lib/areas.mjs';
import { buildWorkspaces } from './lib/build-workspaces.mjs';
import { publishArea, setRemote } from './lib/publish.mjs';

const [area, ...rest] = process.argv.slice(2);
if (!AREAS.includes(area)) {
  console.error(`Usage: npm run release -- <area> [--label <text>]\nAreas: ${AREAS.join(', ')}`);
  process.exit(2);
}
const labelAt = rest.indexOf('--label');
const label = labelAt >= 0 ? rest[labelAt + 1] : '';

await buildWorkspaces([area], { env: { HARBOUR_RELEASE_LABEL: label } });
const published = publishArea(area);
setRemote(area, published.entry);
console.log(`Released ${area} build ${published.id}${label ? ` (${label})` : ''}: /remotes.json now points at ${published.entry}`);

// `npm run release -- <area> [--label <text>] [--from <built dist folder>]`: build one area and
// make it live alone (scripts/lib/release.mjs). `--from` publishes a folder built elsewhere (the
// release browser test). Only set-up is imported up front: the rest needs installed packages.
import { setup } from './setup.mjs';

await setup();
const { releaseArea } = await import('./lib/release.mjs');
await releaseArea(process.argv.slice(2));

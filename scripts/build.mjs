// `npm run build`: set up what is missing, then build and publish everything into .dist.
// Only set-up is imported up front: the build's own modules need installed packages.
import { setup } from './setup.mjs';

await setup();
const { buildAll } = await import('./lib/build-all.mjs');
await buildAll();

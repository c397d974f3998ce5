// `npm start`: set up what is missing, build, then serve the whole portal on one origin.
import fs from 'node:fs';
import path from 'node:path';
import { setup } from './setup.mjs';
import { DIST } from './lib/publish.mjs';
import { timed } from './lib/run.mjs';

const started = Date.now();
await setup();
const { buildAll } = await import('./build.mjs');
if (!process.argv.includes('--no-build') || !fs.existsSync(path.join(DIST, 'index.html'))) await buildAll();

const { startStack } = await import('./lib/stack.mjs');
const stack = await timed('Start database, API and portal', () => startStack({
    port: Number(process.env.PORT ?? 3000),
    apiPort: Number(process.env.API_PORT ?? 3100),
    // The API's own default MONGODB_URI, so `npm run seed` and a standalone API find this database.
    ferretDbPort: Number(process.env.FERRETDB_PORT ?? 27018),
  }));
console.log(`\nHarbour is running at ${stack.url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s). Ctrl-C stops everything.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    process.exit(0);
  });
}

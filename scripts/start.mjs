// `npm start`: set up what is missing, build, then serve the whole portal on one origin.
// `npm start -- --no-build` reuses the last build; `npm start -- --smoke` (CI) serves on free
// ports, checks the portal answers as a visitor's browser would, and exits (0 when all is well).
// `npm start -- --api-processes N` (or API_PROCESSES=N) runs N API processes behind the portal;
// SIGHUP then restarts them one by one (docs/operations.md).
// Only set-up is imported up front: everything else needs installed packages.
import fs from 'node:fs';
import path from 'node:path';
import { setup } from './setup.mjs';
import { ROOT, timed } from './lib/run.mjs';

const started = Date.now();
const smoke = process.argv.includes('--smoke');
const { apiProcessCount } = await import('./lib/api-processes.cjs');
const apiProcesses = apiProcessCount();
// The smoke check opens each area's page in Debian's Chromium, as npm test's journeys do; several
// API processes share Debian's redis-server.
await setup({ browser: smoke, redis: apiProcesses > 1 });
const { buildAll, buildIsCurrent } = await import('./lib/build-all.mjs');
const reuse = process.argv.includes('--no-build') ? fs.existsSync(path.join(ROOT, '.dist/index.html')) : buildIsCurrent();
if (reuse) console.log('Reusing the build in .dist (made from these very files).');
else await buildAll();

const { startStack } = await import('./lib/stack.mjs');
const stack = await timed('Start database, API and portal', () =>
  startStack(
    smoke
      ? { port: 0, dataDir: '.data/smoke/postgres', databaseName: 'harbour_smoke', logLevel: 'warn', quiet: true, apiProcesses }
      : {
          apiProcesses,
          port: Number(process.env.PORT ?? 3000),
          apiPort: Number(process.env.API_PORT ?? 3100),
          // The API's own default MONGODB_URI, so `npm run seed` and a standalone API find this database.
          ferretDbPort: Number(process.env.FERRETDB_PORT ?? 27018),
        },
  ),
);

if (smoke) {
  const { smokeCheck } = await import('./lib/smoke.mjs');
  let failures = 1;
  try {
    failures = await smokeCheck(stack.url);
  } finally {
    await stack.stop();
    fs.rmSync(path.join(ROOT, '.data/smoke'), { recursive: true, force: true });
  }
  console.log(failures ? `\n✗ npm start smoke check: ${failures} failed` : `\n✓ npm start serves the portal (smoke check passed in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(failures ? 1 : 0);
}

if (apiProcesses > 1) {
  console.log(`${apiProcesses} API processes behind the portal: ${stack.fleet.pool.urls().join(', ')} (kill -HUP ${process.pid} restarts them one by one).`);
  let restarting = false;
  process.on('SIGHUP', async () => {
    if (restarting) return;
    restarting = true;
    console.log('Rolling restart of the API processes…');
    await stack.fleet.rollingRestart({ onReplaced: (old, fresh) => console.log(`  ${old.url} → ${fresh.url}`) }).catch((error) => console.error(`Rolling restart stopped: ${error.message}`));
    restarting = false;
  });
}
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

// `npm run seed`: seed reference data and the demo accounts into the database MONGODB_URI names
// (default: the one `npm start` runs). Builds the API first when it is missing or older than
// its sources. Only set-up is imported up front: the rest needs installed packages.
import { setup } from './setup.mjs';
import { run } from './lib/run.mjs';

await setup();
const { ensureApiBuilt } = await import('./lib/bench-tools.mjs');
await ensureApiBuilt();
await run('node', ['api/dist/seed/cli.js', ...process.argv.slice(2)]);

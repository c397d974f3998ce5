// `npm run typecheck|lint|test:unit`: set up what is missing (and generate the API routes and SDK
// when they are not there yet: the type check and the tests read them), then run the tool.
// Only set-up is imported up front, so these work on a fresh clone too.
import fs from 'node:fs';
import path from 'node:path';
import { setup } from './setup.mjs';
import { ROOT, run } from './lib/run.mjs';

const [tool, ...args] = process.argv.slice(2);
await setup();
const generated = ['api/src/generated/routes.ts', 'packages/sdk/src/generated'].every((file) => fs.existsSync(path.join(ROOT, file)));
if (!generated) {
  const { generate } = await import('./generate.mjs');
  await generate();
}
try {
  await run('npx', [tool, ...args]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

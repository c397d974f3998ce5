// `npm run typecheck`: set up what is missing (and generate the routes and SDK the code imports),
// then type check everything. Only set-up is imported up front, so it works on a fresh clone.
import fs from 'node:fs';
import path from 'node:path';
import { setup } from './setup.mjs';
import { ROOT } from './lib/run.mjs';
import { typecheckAll } from './lib/typecheck.mjs';

await setup();
if (!['api/src/generated/routes.ts', 'packages/sdk/src/generated'].every((file) => fs.existsSync(path.join(ROOT, file)))) {
  const { generate } = await import('./generate.mjs');
  await generate();
}
try {
  await typecheckAll();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// `npm run size`: the size budgets (each area's first visit; what `/` downloads in Chromium).
// Builds first when .dist is missing or was made from other files. Only set-up is imported up
// front: the rest needs installed packages.
import { setup } from './setup.mjs';

await setup({ browser: true });
const { buildAll, buildIsCurrent } = await import('./lib/build-all.mjs');
if (!buildIsCurrent()) await buildAll();
const { checkSizeBudgets } = await import('./lib/size-budget.mjs');
try {
  await checkSizeBudgets();
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  process.exit(1);
}

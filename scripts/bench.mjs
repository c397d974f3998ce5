// `npm run bench`: runs every scripts/bench/*.mjs in name order. Each exports a default async
// function that measures something against a real local database and prints its own table.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { setup } from './setup.mjs';
import { ROOT } from './lib/run.mjs';

// The benches drive Chromium (web vitals) and redis-server (messaging fan-out) too.
await setup({ browser: true, redis: true });
const { loadAverage } = await import('./lib/bench-tools.mjs');

// `--psychologists N`: benches that take a directory size (availability) seed a separate
// database with N psychologists; given alone, only those benches run.
const args = process.argv.slice(2);
const scaleAt = args.indexOf('--psychologists');
if (scaleAt >= 0) {
  const count = Number(args[scaleAt + 1]);
  if (!Number.isInteger(count) || count < 1) throw new Error('--psychologists needs a whole number, e.g. --psychologists 1000');
  process.env.BENCH_PSYCHOLOGISTS = String(count);
  args.splice(scaleAt, 2);
}
const only = args.length || scaleAt < 0 ? args : ['availability'];
const dir = path.join(ROOT, 'scripts/bench');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .filter((f) => !only.length || only.some((name) => f.startsWith(name)))
  .sort();

console.log(`Benchmarks: ${files.join(', ')} · ${new Date().toISOString()} · load average ${loadAverage()} (1/5/15 min)`);
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  try {
    const { default: bench } = await import(pathToFileURL(path.join(dir, file)).href);
    await bench();
  } catch (error) {
    failed += 1;
    console.error(`${file} failed: ${error.stack ?? error}`);
  }
}
console.log(`\nDone · load average ${loadAverage()}`);
process.exit(failed ? 1 : 0);

// `npm run test:stress [-- --runs 3 --hogs 2 --here]`: the README's `npm test`, several times in a
// row, each on a fresh clone of HEAD (`--here`: in this checkout) while busy loops keep every core
// busy, as a loaded CI machine would. A test that fails here depends on timing and is a defect.
// Prints a line per run (result, minutes, mean load) and exits 1 if any run failed.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/run.mjs';

/* global setInterval, clearInterval -- Node globals */

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const runs = arg('runs', 3);
const hogs = arg('hogs', os.cpus().length);
const here = process.argv.includes('--here');
// A hog never outlives the run it loads, even if this script is killed.
const HOG_LIMIT_MS = 90 * 60 * 1000;

function startHogs() {
  return Array.from({ length: hogs }, () =>
    spawn(process.execPath, ['-e', `const end = Date.now() + ${HOG_LIMIT_MS}; while (Date.now() < end) {}`], { stdio: 'ignore' }),
  );
}

function checkoutFor(run) {
  if (here) return ROOT;
  const dir = path.join(os.tmpdir(), `harbour-stress-${process.pid}-${run}`);
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync('git', ['clone', '--quiet', ROOT, dir]);
  return dir;
}

function npmTest(cwd, logFile) {
  return new Promise((resolve) => {
    const log = fs.openSync(logFile, 'w');
    const child = spawn('npm', ['test'], { cwd, stdio: ['ignore', log, log] });
    child.on('exit', (code) => {
      fs.closeSync(log);
      resolve(code ?? 1);
    });
  });
}

function keepArtifacts(cwd, to) {
  const data = path.join(cwd, '.data');
  fs.rmSync(to, { recursive: true, force: true });
  for (const name of fs.existsSync(data) ? fs.readdirSync(data) : []) {
    if (name.startsWith('e2e-artifacts') || name.endsWith('-output.log')) fs.cpSync(path.join(data, name), path.join(to, name), { recursive: true });
  }
}

const lastLine = (file) => fs.readFileSync(file, 'utf8').trim().split('\n').filter((line) => /passed/.test(line)).at(-1) ?? '';
const results = [];
console.log(`npm test × ${runs}, ${here ? 'in this checkout' : 'each on a fresh clone of HEAD'}, with ${hogs} busy loop(s) on ${os.cpus().length} cores`);
for (let run = 1; run <= runs; run++) {
  const cwd = checkoutFor(run);
  const logFile = path.join(ROOT, '.data', `stress-run-${run}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const loads = [];
  const sampler = setInterval(() => loads.push(os.loadavg()[0]), 30_000);
  const hogProcesses = startHogs();
  const started = Date.now();
  const code = await npmTest(cwd, logFile);
  const minutes = (Date.now() - started) / 60_000;
  hogProcesses.forEach((hog) => hog.kill('SIGKILL'));
  clearInterval(sampler);
  const meanLoad = loads.length ? loads.reduce((a, b) => a + b, 0) / loads.length : os.loadavg()[0];
  results.push({ run, code, minutes, meanLoad });
  console.log(`run ${run}: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes.toFixed(1)} min, mean load ${meanLoad.toFixed(1)} — ${lastLine(logFile)} (log: ${path.relative(ROOT, logFile)})`);
  // A failed run's journey artifacts (snapshots, refused calls) outlive its clone.
  if (code !== 0 && !here) keepArtifacts(cwd, path.join(ROOT, '.data', `stress-run-${run}-artifacts`));
  if (!here) fs.rmSync(cwd, { recursive: true, force: true });
}
const failed = results.filter((r) => r.code !== 0).length;
console.log(`${runs - failed} of ${runs} runs passed under load`);
process.exit(failed ? 1 : 0);

// Shared by the files in scripts/bench/: run an operation at a given concurrency, report p50/p95.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, run, timed, TSC_EMIT } from './run.mjs';

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

/** Clock ticks per second of /proc's CPU times. */
let ticksPerSecond;

/** CPU time (ms, user + system, all threads) the given processes have used so far (Linux /proc; 0 elsewhere). */
export function cpuMsOf(pids) {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // gone, or not Linux
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** A process and its direct children (PostgreSQL's postmaster and its backends). */
export function withChildren(pid) {
  const pids = [pid];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

export const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

async function runAtConcurrency(op, concurrency, count, times) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      await op(i);
      times?.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/**
 * Runs `op` `samples` times with `concurrency` in flight at once, after `warmup` unmeasured runs
 * at the same concurrency (connections opened, code warm); each sample is one op's own latency.
 * `target` ({ p50 } or { p95 } in ms) is checked.
 */
export async function measure({ label, op, concurrency = 1, samples = 200, warmup = Math.max(5, concurrency * 2), target, size, cpu }) {
  await runAtConcurrency(op, concurrency, warmup);
  const load = loadAverage();
  const times = [];
  const cpuBefore = cpu?.();
  const started = performance.now();
  await runAtConcurrency(op, concurrency, samples, times);
  const wallMs = performance.now() - started;
  // `cpu` () => { name: ms so far }: CPU per operation of each, a figure the machine's load barely moves (unlike latency).
  const cpuAfter = cpu?.();
  const cpuPerOp = cpuAfter && Object.entries(cpuAfter).map(([name, ms]) => `${((ms - cpuBefore[name]) / samples).toFixed(2)} ${name}`).join(' + ');
  times.sort((a, b) => a - b);
  const row = { label, concurrency, samples, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times.at(-1), perSecond: (samples / wallMs) * 1000, load, size, cpuPerOp };
  if (target) {
    const [stat, limit] = Object.entries(target)[0];
    row.target = `${stat} ≤ ${limit} ms`;
    row.met = row[stat] <= limit;
  }
  return row;
}

const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');

/** Rows given a `size` (e.g. the answer's bytes, '17 kB JSON / 1.2 kB gzip') get a column for it. */
export function printRows(title, rows) {
  const sized = rows.some((r) => r.size);
  const costed = rows.some((r) => r.cpuPerOp);
  console.log(`\n${title}`);
  console.log(`| what | concurrent | samples | p50 ms | p95 ms | max ms | ops/s |${sized ? ' answer |' : ''}${costed ? ' CPU ms per op |' : ''} load (1/5/15 min) | target |`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|${sized ? '---:|' : ''}${costed ? '---|' : ''}---|---|`);
  for (const r of rows) {
    const target = r.target ? `${r.target} ${r.met ? '✓ met' : '✗ MISSED'}` : '';
    console.log(`| ${r.label} | ${r.concurrency} | ${r.samples} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${r.perSecond.toFixed(0)} |${sized ? ` ${r.size ?? ''} |` : ''}${costed ? ` ${r.cpuPerOp ?? ''} |` : ''} ${r.load} | ${target} |`);
  }
}

/** The built API is newer than every source file (generated routes included): no rebuild needed. */
function apiBuildCurrent() {
  const built = path.join(ROOT, 'api/dist/server.js');
  if (!fs.existsSync(built)) return false;
  const builtAt = fs.statSync(built).mtimeMs;
  const newest = (dir) =>
    Math.max(0, ...fs.readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? newest(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).mtimeMs)));
  return newest(path.join(ROOT, 'api/src')) <= builtAt;
}

/** Every bench runs the built API: build it (routes, SDK, tsc) when a source file is newer. */
export async function ensureApiBuilt() {
  if (apiBuildCurrent()) return;
  const { generate } = await import('../generate.mjs');
  await timed('Build the API for the bench', async () => {
    await generate();
    await run('node', [TSC_EMIT, '-p', 'api/tsconfig.build.json']);
  });
}

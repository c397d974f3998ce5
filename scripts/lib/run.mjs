// Small process helpers for the project's scripts (no dependencies: they run before npm ci).
import { spawn } from 'node:child_process';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/**
 * The two TypeScript compilers, by path: both packages name their command `tsc`, and which one npm
 * links into node_modules/.bin depends on the order it installs them in. TypeScript 5.9 emits the
 * API's and the packages' CommonJS (7 has dropped the Node10 resolution those builds use) and is
 * the one tsoa and typescript-eslint read; TypeScript 7 (native) type-checks the same files with
 * about 40% of the CPU time.
 */
export const TSC_EMIT = `${ROOT}/node_modules/typescript/bin/tsc`;
export const TSC_CHECK = `${ROOT}/node_modules/typescript-native/bin/tsc`;

/** Environment for every tool we start: no telemetry, no browser downloads. */
export const QUIET_ENV = {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

/** Runs a command to completion; rejects on a non-zero exit. Returns the elapsed milliseconds. */
export function run(command, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      stdio: options.stdio ?? 'inherit',
      env: { ...process.env, ...QUIET_ENV, ...options.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(Date.now() - started);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export function step(title) {
  console.log(`\n▶ ${title}`);
}

export async function timed(title, fn) {
  step(title);
  const started = Date.now();
  const result = await fn();
  console.log(`  ✓ ${title} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

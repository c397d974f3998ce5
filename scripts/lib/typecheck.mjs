// The type check: one program for the browser code (tsconfig.web.json: shell, areas, packages),
// one each for the API, the journeys, the build plugins and the scripts' tests; two at a time.
// TypeScript 7 (run.mjs: TSC_CHECK) checks the same files as 5.9 (the same tsconfig files) with
// about 40% of its CPU time.
import { run, TSC_CHECK } from './run.mjs';

/** Each program, with what TypeScript 7 needs on top of its tsconfig. */
export const PROGRAMS = [
  { project: 'tsconfig.web.json' },
  // The API's tsconfig resolves as Node10 for its CommonJS build with 5.9; 7 has no Node10. Bundler
  // resolution reads packages' "exports" maps, as Node does at run time (Node10 ignores them).
  { project: 'api', flags: ['--module', 'preserve', '--moduleResolution', 'bundler'] },
  { project: 'e2e' },
  { project: 'packages/webpack-config' },
  { project: 'scripts' },
];

export async function typecheckAll({ concurrency = 2 } = {}) {
  const queue = [...PROGRAMS];
  const failed = [];
  const worker = async () => {
    for (let program = queue.shift(); program; program = queue.shift()) {
      await run('node', [TSC_CHECK, '--noEmit', '-p', program.project, ...(program.flags ?? [])]).catch(() => failed.push(program.project));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failed.length) throw new Error(`type errors in ${failed.join(', ')}`);
}

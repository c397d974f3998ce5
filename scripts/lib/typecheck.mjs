// The type check: one program for the browser code (tsconfig.web.json: shell, areas, packages),
// one each for the API, the journeys, the build plugins and the scripts' tests; two at a time.
import { run } from './run.mjs';

export const PROGRAMS = ['tsconfig.web.json', 'api', 'e2e', 'packages/webpack-config', 'scripts'];

export async function typecheckAll({ concurrency = 2 } = {}) {
  const queue = [...PROGRAMS];
  const failed = [];
  const worker = async () => {
    for (let program = queue.shift(); program; program = queue.shift()) {
      await run('npx', ['tsc', '--noEmit', '-p', program]).catch(() => failed.push(program));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failed.length) throw new Error(`type errors in ${failed.join(', ')}`);
}

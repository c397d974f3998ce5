import { run } from './run.mjs';

/** Builds webpack workspaces two at a time (the machines have two cores); returns ms per workspace. */
export async function buildWorkspaces(workspaces, { env = {}, concurrency = 2 } = {}) {
  const timings = {};
  const queue = [...workspaces];
  const worker = async () => {
    while (queue.length) {
      const workspace = queue.shift();
      timings[workspace] = await run('npx', ['webpack', '--mode', 'production'], { cwd: workspace, env, stdio: ['ignore', 'inherit', 'inherit'] });
      console.log(`  built ${workspace} in ${(timings[workspace] / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, workspaces.length) }, worker));
  return timings;
}

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('../../../scripts/lib/redis.cjs');

/**
 * Real API processes for process tests: the server entry point (compiled from source by tsx), as
 * behind a load balancer, on a free port each. `stopAll` ends every one a test started.
 */
export function apiProcesses() {
  const started: ChildProcess[] = [];
  return {
    /**
     * Starts one on the given database and Redis and resolves with its address once it answers
     * /api/health and its start-up log contains `readyLog` (what says its Redis side is up).
     */
    async start({ mongodbUri, redisUrl, readyLog, env = {} }: { mongodbUri: string; redisUrl: string; readyLog: string; env?: Record<string, string> }): Promise<string> {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.resolve(__dirname, '../..'),
        env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', LOG_LEVEL: 'info', MONGODB_URI: mongodbUri, REDIS_URL: redisUrl, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.push(child);
      const url = `http://127.0.0.1:${port}`;
      let log = '';
      child.stdout!.on('data', (chunk) => (log += chunk));
      // Waits for readiness however busy the machine is (tsx compiles the API at start).
      for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
        const health = await fetch(`${url}/api/health`).catch(() => undefined);
        if (health?.ok && log.includes(readyLog)) return url;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`API did not start: ${log}`);
    },
    /** SIGTERM to each still running, resolved when all have exited. */
    stopAll: () => Promise.all(started.map((api) => new Promise((resolve) => (api.exitCode !== null ? resolve(null) : (api.once('exit', resolve), api.kill('SIGTERM')))))),
  };
}

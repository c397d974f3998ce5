import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startPostgres, inspectPidFile, findPostgresBin } = require('../../../scripts/lib/postgres.cjs');

// The cluster launcher itself (scripts/lib/postgres.cjs), on a cluster of its own: a SIGKILLed
// server must not block the next start, and a live one is adopted rather than started twice.
const ROOT = path.resolve(__dirname, '../../..');
const dataDir = path.join(ROOT, '.data/test', `pg-cluster-${process.pid}`);
type Cluster = { url: string; port: number; adopted: boolean; stop(): Promise<void> };
let cluster: Cluster | undefined;

function postmasterPid(): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilDead(pid: number): Promise<void> {
  for (let i = 0; i < 600 && alive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
}

function selectOne(port: number): string {
  return execFileSync('runuser', ['-u', 'postgres', '--', 'psql', '-h', dataDir, '-p', String(port), '-U', 'postgres', '-d', 'ferretdb', '-tAc', 'SELECT 1'], {
    cwd: '/',
    encoding: 'utf8',
  }).trim();
}

const canRun = process.getuid?.() === 0 && Boolean(findPostgresBin());
const maybe = canRun ? test : test.skip;

afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

maybe('a killed server leaves a stale postmaster.pid that the next start clears; a live one is adopted', async () => {
  cluster = (await startPostgres({ dataDir, test: true })) as Cluster;
  expect(selectOne(cluster.port)).toBe('1');

  const adopted = (await startPostgres({ dataDir, test: true })) as Cluster;
  expect(adopted).toMatchObject({ adopted: true, port: cluster.port });

  const killed = postmasterPid();
  process.kill(killed, 'SIGKILL');
  await waitUntilDead(killed);
  // Children exit once the postmaster is gone; the pid file stays behind.
  expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true);
  expect(inspectPidFile(dataDir)).toBeUndefined();

  cluster = (await startPostgres({ dataDir, test: true })) as Cluster;
  expect(cluster.adopted).toBe(false);
  expect(postmasterPid()).not.toBe(killed);
  expect(selectOne(cluster.port)).toBe('1');
}, 90000);

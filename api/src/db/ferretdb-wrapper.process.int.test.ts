import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ensureFerretDbBinary, freePort, waitForPort } = require('../../../scripts/lib/ferretdb.cjs');

// tools/ferretdb's -exit-with-parent: when the launcher is SIGKILLed, FerretDB does not linger
// holding its port (SQLite handler here, so the test needs no PostgreSQL).
const ROOT = path.resolve(__dirname, '../../..');
const dataDir = path.join(ROOT, '.data/test', `wrapper-${process.pid}`);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('FerretDB started with -exit-with-parent exits when its parent is killed with SIGKILL', async () => {
  const binary = ensureFerretDbBinary();
  const port = await freePort();
  const args = ['-listen', `127.0.0.1:${port}`, '-handler', 'sqlite', '-data', dataDir, '-exit-with-parent'];
  const launcher = spawn(
    process.execPath,
    ['-e', `const c = require('node:child_process').spawn(${JSON.stringify(binary)}, ${JSON.stringify(args)}, { stdio: 'ignore' }); console.log(c.pid); setInterval(() => {}, 1000);`],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const ferretPid = Number(await new Promise<string>((resolve) => launcher.stdout!.once('data', (d) => resolve(String(d).trim()))));
  await waitForPort(port, 60_000);
  expect(alive(ferretPid)).toBe(true);

  launcher.kill('SIGKILL');
  const deadline = Date.now() + 60_000;
  while (alive(ferretPid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  // Reaped by init once it exits; a zombie would still answer kill(0), so look at its state too.
  const state = fs.existsSync(`/proc/${ferretPid}/stat`) ? fs.readFileSync(`/proc/${ferretPid}/stat`, 'utf8').split(' ')[2] : 'gone';
  expect(['gone', 'Z']).toContain(state);
}, 150_000);

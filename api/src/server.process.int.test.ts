import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

// The real entry point: a taken port ends the process with a message that says so.
test('the API exits with a clear message when its port is already taken', async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const { port } = blocker.address() as net.AddressInfo;
  try {
    const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', LOG_LEVEL: 'silent', MONGODB_URI: 'mongodb://127.0.0.1:1/none' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    api.stderr!.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => api.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`Port ${port} on 127.0.0.1 is already in use`);
  } finally {
    blocker.close();
  }
}, 30000);

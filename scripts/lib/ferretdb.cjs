// Starts and stops the embedded FerretDB (tools/ferretdb) on loopback, by default on a private
// PostgreSQL cluster (postgres.cjs); FERRETDB_HANDLER=sqlite keeps the older SQLite backend.
// Shared by `npm start`, the jest global setup and the end-to-end launcher, so all three run the
// same database.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const BINARY = path.join(ROOT, '.tools/bin/ferretdb');
const SOURCE = path.join(ROOT, 'tools/ferretdb');

function newestMtime(dir) {
  return Math.max(...fs.readdirSync(dir).map((f) => fs.statSync(path.join(dir, f)).mtimeMs));
}

/** Builds the wrapper with Go (modules from the Go module proxy) when missing or out of date. */
function ensureFerretDbBinary(log = console.log) {
  if (fs.existsSync(BINARY) && fs.statSync(BINARY).mtimeMs >= newestMtime(SOURCE)) return BINARY;
  log('Building FerretDB into .tools/bin (first run only, about a minute)…');
  fs.mkdirSync(path.dirname(BINARY), { recursive: true });
  const result = spawnSync('go', ['build', '-o', BINARY, '.'], {
    cwd: SOURCE,
    stdio: 'inherit',
    env: { ...process.env, GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local' },
  });
  if (result.status !== 0) throw new Error('go build of tools/ferretdb failed');
  return BINARY;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.end(), resolve()));
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`FerretDB did not open port ${port} in ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Starts FerretDB; resolves to { uri, port, stop, process, dataDir, handler, postgres } once it
 * accepts connections. `port` 0 picks a free one. Output goes to `logFile` (or is dropped).
 * PostgreSQL handler: `postgresqlUrl` uses a running server (stop leaves it alone); otherwise a
 * cluster in `dataDir` (default `.data/postgres`) is started or adopted and stopped with us.
 * `test: true` makes that cluster fast and non-durable. SQLite: files in `dataDir` (default `.data/ferretdb`).
 */
async function startFerretDb({ port = 0, dataDir, logFile, handler = process.env.FERRETDB_HANDLER || 'postgresql', postgresqlUrl, test = false } = {}) {
  if (handler !== 'postgresql' && handler !== 'sqlite') throw new Error(`FERRETDB_HANDLER must be postgresql or sqlite, not ${handler}`);
  const binary = ensureFerretDbBinary();
  const listenPort = port || (await freePort());
  const dir = path.resolve(ROOT, dataDir ?? (handler === 'postgresql' ? '.data/postgres' : '.data/ferretdb'));
  const args = ['-listen', `127.0.0.1:${listenPort}`, '-handler', handler, '-exit-with-parent'];
  let postgres;
  if (handler === 'postgresql') {
    let url = postgresqlUrl;
    if (!url) {
      postgres = await require('./postgres.cjs').startPostgres({ dataDir: dir, test });
      url = postgres.url;
    }
    args.push('-postgresql-url', url);
  } else {
    fs.mkdirSync(dir, { recursive: true });
    args.push('-data', dir);
  }
  const out = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  const child = spawn(binary, args, { stdio: ['ignore', out, out] });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stopFerret = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  try {
    await waitForPort(listenPort, 15000);
  } catch (error) {
    await stopFerret();
    await postgres?.stop();
    throw error;
  }
  return {
    uri: `mongodb://127.0.0.1:${listenPort}`,
    port: listenPort,
    dataDir: dir,
    handler,
    postgres,
    process: child,
    stop: async () => {
      await stopFerret();
      await postgres?.stop();
    },
  };
}

module.exports = { startFerretDb, ensureFerretDbBinary, freePort, waitForPort, ROOT };

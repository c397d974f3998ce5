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
  const dir = path.resolve(ROOT, dataDir ?? (handler === 'postgresql' ? '.data/postgres' : '.data/ferretdb'));
  const handlerArgs = [];
  let postgres;
  if (handler === 'postgresql') {
    let url = postgresqlUrl;
    if (!url) {
      postgres = await require('./postgres.cjs').startPostgres({ dataDir: dir, test });
      url = postgres.url;
    }
    handlerArgs.push('-postgresql-url', url);
  } else {
    fs.mkdirSync(dir, { recursive: true });
    handlerArgs.push('-data', dir);
  }
  const log = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : undefined;
  // A free port is chosen only now, after PostgreSQL's start (seconds on a busy machine), and
  // another process may still take it before FerretDB listens: FerretDB then exits while the port
  // answers for someone else, so an open port proves nothing. Ready is FerretDB's own
  // "Listening on …" line; one that exits first is tried again on another free port (not a port
  // asked for by number).
  let child;
  let exited = false;
  let listenPort;
  for (let attempt = 1; ; attempt += 1) {
    listenPort = port || (await freePort());
    child = spawn(binary, ['-listen', `127.0.0.1:${listenPort}`, '-handler', handler, '-exit-with-parent', ...handlerArgs], { stdio: ['ignore', 'pipe', 'pipe'] });
    exited = false;
    child.on('exit', () => (exited = true));
    const listening = listeningLine(child, listenPort, log);
    try {
      await waitForListening(listening, 15000, () => exited, listenPort);
      break;
    } catch (error) {
      const gone = exited; // before stopping it: did it exit by itself?
      await stopChild(child, () => exited);
      if (!gone || port || attempt === 3) {
        log?.end();
        await postgres?.stop();
        throw error;
      }
    }
  }
  const stopFerret = () => stopChild(child, () => exited);
  return {
    uri: `mongodb://127.0.0.1:${listenPort}`,
    port: listenPort,
    dataDir: dir,
    handler,
    postgres,
    process: child,
    stop: async () => {
      await stopFerret();
      log?.end();
      await postgres?.stop();
    },
  };
}

/**
 * Copies the child's output to `log` (or drops it; it is always read, or FerretDB would block on a
 * full pipe) and answers whether FerretDB has said it listens on `port`.
 */
function listeningLine(child, port, log) {
  const said = new RegExp(`[Ll]istening on (TCP )?127\\.0\\.0\\.1:${port}\\b`);
  let seen = false;
  let tail = '';
  const read = (chunk) => {
    log?.write(chunk);
    if (seen) return;
    tail = (tail + chunk.toString()).slice(-4096);
    seen = said.test(tail);
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return () => seen;
}

function waitForListening(listening, timeoutMs, gone, port) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (listening()) return resolve();
      if (gone()) return reject(new Error(`FerretDB exited before it listened on port ${port}`));
      if (Date.now() > deadline) return reject(new Error(`FerretDB did not listen on port ${port} in ${timeoutMs} ms`));
      setTimeout(check, 50);
    };
    check();
  });
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the child has exited. */
function stopChild(child, hasExited) {
  return new Promise((resolve) => {
    if (hasExited()) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

module.exports = { startFerretDb, ensureFerretDbBinary, freePort, waitForPort, ROOT };

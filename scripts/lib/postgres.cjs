// Runs a private PostgreSQL cluster for FerretDB: data in `.data/postgres` (tests: their own dir
// under `.data/test/`), listening on 127.0.0.1 only, its unix socket inside the data dir, trust
// auth for loopback and the socket only. PostgreSQL refuses to run as root, so when we are root
// initdb and the server run as the `postgres` system user (which owns the data dir).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const DATABASE = 'ferretdb';

/** Debian's versioned bin dir (highest version) first, then PATH. Undefined when not installed. */
function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) {
    const versions = fs
      .readdirSync(base)
      .filter((v) => fs.existsSync(path.join(base, v, 'bin/pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(base, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && fs.existsSync(path.join(dir, 'pg_ctl')) && fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return undefined;
}

const asRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL program, as the `postgres` user when we are root. Throws with its output on failure. */
function pg(bin, program, args, { allowFail = false } = {}) {
  const exe = path.join(bin, program);
  const [cmd, argv] = asRoot() ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  // cwd `/`: the postgres user may not be allowed into the caller's cwd.
  const result = spawnSync(cmd, argv, { cwd: '/', encoding: 'utf8' });
  if (result.status !== 0 && !allowFail) {
    throw new Error(`${program} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result;
}

function chownToPostgres(dir) {
  if (!asRoot()) return;
  const result = spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  if (result.status !== 0) throw new Error(`chown postgres ${dir} failed: ${result.stderr}`);
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function isPostgresProcess(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return false;
  }
  try {
    // A recycled pid belongs to some other program: only a postgres process counts.
    return /postgres/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // no /proc: trust kill(0)
  }
}

/**
 * Reads `postmaster.pid`: a live server on this dir → { pid, port } to adopt; a dead one (the
 * stack was SIGKILLed, or the machine restarted) → the file and its socket lock are removed so
 * the next start is not blocked. Exported for tests.
 */
function inspectPidFile(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (pid > 0 && isPostgresProcess(pid)) return { pid, port };
  fs.rmSync(pidFile, { force: true });
  for (const f of fs.readdirSync(dataDir)) if (/^\.s\.PGSQL\.\d+(\.lock)?$/.test(f)) fs.rmSync(path.join(dataDir, f), { force: true });
  return undefined;
}

function initCluster(bin, dir, { test }) {
  fs.mkdirSync(dir, { recursive: true });
  chownToPostgres(dir);
  fs.chmodSync(dir, 0o700);
  if (asRoot() && spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-w', dir]).status !== 0) {
    throw new Error(`The postgres user cannot reach ${dir}: every folder above it must be searchable by others (chmod o+x), e.g. not inside /root.`);
  }
  pg(bin, 'initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', ...(test ? ['--no-sync'] : [])]);
  // Trust, but only over the socket (inside the data dir, mode 0700) and 127.0.0.1.
  fs.writeFileSync(
    path.join(dir, 'pg_hba.conf'),
    ['# written by scripts/lib/postgres.cjs', 'local all all trust', 'host all all 127.0.0.1/32 trust', ''].join('\n'),
  );
  chownToPostgres(dir);
}

function psql(bin, dir, port, sql) {
  return pg(bin, 'psql', ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-tAc', sql]).stdout.trim();
}

/**
 * Starts (or adopts) the cluster in `dataDir`; resolves to { url, port, dataDir, stop, adopted }.
 * `test: true` trades durability for speed (fsync off etc.): only for throw-away test clusters.
 */
async function startPostgres({ dataDir, port = 0, test = false } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: run `npm run setup` (installs Debian\'s postgresql)');
  const { freePort } = require('./ferretdb.cjs');
  const dir = path.resolve(dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) initCluster(bin, dir, { test });

  const running = inspectPidFile(dir);
  // Who started the server: a launcher still alive keeps it (we share it and leave it running);
  // one that died (SIGKILL) hands it to us, and we stop it when we stop.
  const ownerFile = path.join(dir, 'harbour-launcher.pid');
  const owner = fs.existsSync(ownerFile) ? Number(fs.readFileSync(ownerFile, 'utf8')) : 0;
  const shared = Boolean(running) && owner > 0 && owner !== process.pid && processAlive(owner);
  if (!shared) fs.writeFileSync(ownerFile, String(process.pid));
  let listenPort = running?.port;
  if (!running) {
    listenPort = port || (await freePort());
    const options = [`-p ${listenPort}`, `-k ${dir}`, "-c listen_addresses=127.0.0.1", '-c max_connections=200'];
    if (test) options.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
    pg(bin, 'pg_ctl', ['start', '-D', dir, '-w', '-t', '60', '-l', path.join(dir, 'server.log'), '-o', options.join(' ')]);
  }
  if (psql(bin, dir, listenPort, `SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`) !== '1') {
    psql(bin, dir, listenPort, `CREATE DATABASE ${DATABASE}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${listenPort}/${DATABASE}`,
    port: listenPort,
    dataDir: dir,
    adopted: Boolean(running),
    shared,
    stop: async () => {
      if (shared) return;
      pg(bin, 'pg_ctl', ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '30'], { allowFail: true });
      fs.rmSync(ownerFile, { force: true });
    },
  };
}

/** Stops a cluster by its data dir without starting anything (clean-up of abandoned test clusters). */
function stopPostgresCluster(dataDir, mode = 'immediate') {
  const bin = findPostgresBin();
  if (!bin || !fs.existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  if (!inspectPidFile(dataDir)) return;
  pg(bin, 'pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '30'], { allowFail: true });
}

module.exports = { startPostgres, stopPostgresCluster, findPostgresBin, inspectPidFile };

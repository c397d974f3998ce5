// Starts the whole portal: database (unless MONGODB_URI is given), seed, API processes, portal server.
// Used by `npm start` and by the end-to-end tests, so both run the same thing. With
// `apiProcesses` > 1 the portal passes /api and /identity to them in turn, and they share Redis
// (started here unless REDIS_URL is given) for messaging fan-out.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DIST } from './publish.mjs';
import { ROOT, run } from './run.mjs';
import { createPortalServer } from '../portal-server.mjs';

const require = createRequire(import.meta.url);
const { startFerretDb, freePort } = require('./ferretdb.cjs');
const { startStripeMock } = require('./stripe-mock.cjs');
const { startRedisServer } = require('./redis.cjs');
const { startApiFleet } = require('./api-fleet.cjs');

/** `disposable`: a database thrown away afterwards (journeys, fuzzing), so PostgreSQL skips durability. */
export async function startStack({ port = 3000, apiPort, ferretDbPort = 0, mongodbUri = process.env.MONGODB_URI, databaseName = 'harbour', dataDir, logLevel = 'info', quiet = false, apiEnv = {}, apiProcesses = 1, disposable = false } = {}) {
  const stops = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => undefined);
  };
  try {
    let baseUri = mongodbUri;
    let ferret;
    if (!baseUri) {
      ferret = await startFerretDb({ port: ferretDbPort, dataDir, logFile: path.join(ROOT, '.data', 'ferretdb.log'), test: disposable });
      stops.push(ferret.stop);
      baseUri = `${ferret.uri}/${databaseName}`;
    }
    // Card payments: stripe-mock, unless a Stripe key is configured (then Stripe itself, or STRIPE_API_URL).
    let stripeEnv = {};
    if (!process.env.STRIPE_SECRET_KEY) {
      const stripeMock = await startStripeMock({ logFile: path.join(ROOT, '.data', 'stripe-mock.log') });
      stops.push(stripeMock.stop);
      stripeEnv = stripeMock.env;
    }
    // DEV_OUTBOX: npm start and the end-to-end journeys read codes from the development outbox.
    const env = { MONGODB_URI: baseUri, LOG_LEVEL: logLevel, DEV_OUTBOX: '1', ...stripeEnv };
    await run('node', ['api/dist/seed/cli.js'], { env, stdio: quiet ? 'ignore' : 'inherit' });

    if (apiProcesses > 1 && !process.env.REDIS_URL) {
      const redis = await startRedisServer();
      stops.push(redis.stop);
      env.REDIS_URL = redis.url;
    }

    const portalPort = port || (await freePort());
    // The identity issuer is the address browsers use: same host name everywhere (stack-notes).
    const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${portalPort}`;
    // The first processes take API_PORT, API_PORT+1, …; replacements (rolling restart) free ports.
    let nextPort = apiPort;
    const launch = async () => {
      const listenPort = nextPort ?? (await freePort());
      if (nextPort !== undefined) nextPort = nextPort + 1 < apiPort + apiProcesses ? nextPort + 1 : undefined;
      const child = spawn('node', ['api/dist/server.js'], {
        cwd: ROOT,
        env: { ...process.env, ...env, PUBLIC_URL: publicUrl, HARBOUR_EXIT_WITH_PARENT: '1', ...apiEnv, API_PORT: String(listenPort) },
        stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
      });
      return { url: `http://127.0.0.1:${listenPort}`, child };
    };
    const fleet = await startApiFleet({ count: apiProcesses, launch });
    stops.push(fleet.stop);
    const [first] = fleet.members();

    const server = createPortalServer({ distDir: DIST, apiPool: fleet.pool, publicOrigin: publicUrl }).listen(portalPort, '127.0.0.1');
    await new Promise((resolve, reject) => (server.once('listening', resolve), server.once('error', reject)));
    // Browsers keep connections (and messaging's event streams) open: close idle ones at once and
    // the rest after a moment, or a stop would wait for them forever.
    stops.push(
      () =>
        new Promise((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 3000).unref();
        }),
    );
    // apiUrl/api: the first process, for benches that call the API directly.
    return { url: `http://localhost:${server.address().port}`, apiUrl: first.url, mongodbUri: baseUri, ferret, api: first.child, fleet, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

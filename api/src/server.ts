import { createApp } from './app';
import { readConfig, startupProblem } from './config';
import { connectDatabase, disconnectDatabase } from './db/database';
import { createLogger } from './http/request-logger';
import { startJobRunner } from './jobs/job-runner';
import { startUnreadNoticeTimer } from './services/messaging/notices/unread-notices';
import { createInProcessBus, useMessagingBus } from './services/messaging/realtime/messaging-bus';
import { createRedisBus } from './services/messaging/realtime/redis-bus';
import { closeEventStreams } from './services/messaging/realtime/event-stream';
import { settlePasswordResets } from './services/identity/passwords/password-service';
import { startDraining } from './health/draining';
import { startCacheBus } from './lib/cache/fleet-cache';

const config = readConfig();
const logger = createLogger(config.logLevel);

const problem = startupProblem(config);
if (problem) {
  // Loudly, and before listening: a misconfigured production API must not serve at all.
  logger.fatal(problem);
  console.error(`Harbour API refused to start: ${problem}`);
  process.exit(1);
}

// Database outages are reported by /api/health, never by exiting: the process keeps serving.
void connectDatabase(config.mongodbUri, logger);
// Durable jobs (reservation expiry, reminders, charges): claimed by inserts, so every API process may run them.
const stopJobs = process.env.HARBOUR_JOBS === 'off' ? async () => undefined : startJobRunner(logger.child({ module: 'jobs' }), Number(process.env.JOB_POLL_SECONDS ?? 15) * 1000);

// Messaging fan-out: Redis pub/sub when several API processes serve together (docs/messaging.md).
const bus = config.redisUrl ? createRedisBus(config.redisUrl, logger) : createInProcessBus();
useMessagingBus(bus);
logger.info({ bus: bus.kind }, 'messaging fan-out');
// Cache forgetting across processes: the same Redis (docs/operations.md, caches).
const cacheBus = startCacheBus(config, logger.child({ module: 'caches' }));
const stopNotices = startUnreadNoticeTimer(logger);

const server = createApp({ logger, config }).listen(config.port, config.host, () => {
  logger.info(`Harbour API listening on http://${config.host}:${config.port}`);
});
// A port already taken (often an API left running by an earlier start) is not something to retry.
server.on('error', (err: NodeJS.ErrnoException) => {
  const message =
    err.code === 'EADDRINUSE'
      ? `Port ${config.port} on ${config.host} is already in use (another Harbour API still running?). Stop it or set API_PORT.`
      : `The API could not listen on ${config.host}:${config.port}: ${err.message}`;
  logger.fatal({ code: err.code }, message);
  console.error(message);
  process.exit(1);
});

/** Requests still running this long after SIGTERM are cut off, so the process is gone within 10 s. */
const SHUTDOWN_DEADLINE_MS = 8000;
let shuttingDown = false;

/**
 * Stops taking connections at once, lets the requests in flight finish (idle keep-alive
 * connections are closed as they become idle), then waits for work answered early (password-reset
 * emails), closes the fan-out and the database, and exits 0. Past the deadline: exit 1.
 */
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  startDraining(); // readiness answers 503 to whoever still asks on an open connection
  logger.info({ signal }, 'shutting down');
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  logger.info('no longer taking connections');
  const deadline = setTimeout(() => {
    logger.error('requests still running at the shutdown deadline: closing them');
    server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  // A connection kept alive after its answer would hold server.close open: close each as it idles.
  const idler = setInterval(() => server.closeIdleConnections(), 100);
  idler.unref();
  const jobsStopped = stopJobs(); // the job running now finishes; the rest wait for other processes
  stopNotices();
  closeEventStreams(); // they never end by themselves, so server.close would wait for them
  await Promise.all([drained, jobsStopped]);
  clearInterval(idler);
  await settlePasswordResets().catch(() => undefined);
  await Promise.allSettled([bus.close(), cacheBus.close(), disconnectDatabase()]);
  logger.info('database closed');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// Started by the launcher (npm start, e2e, bench): when it is SIGKILLed we are re-parented, and an
// API left behind would hold the port against the next start.
if (process.env.HARBOUR_EXIT_WITH_PARENT === '1') {
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && void shutdown('parent gone'), 500).unref();
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));

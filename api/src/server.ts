import { createApp } from './app';
import { readConfig, startupProblem } from './config';
import { connectDatabase, disconnectDatabase } from './db/database';
import { createLogger } from './http/request-logger';
import { startJobRunner } from './jobs/job-runner';
import { startUnreadNoticeTimer } from './services/messaging/notices/unread-notices';
import { createInProcessBus, useMessagingBus } from './services/messaging/realtime/messaging-bus';
import { createRedisBus } from './services/messaging/realtime/redis-bus';
import { closeEventStreams } from './services/messaging/realtime/event-stream';

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
const stopJobs = process.env.HARBOUR_JOBS === 'off' ? () => undefined : startJobRunner(logger.child({ module: 'jobs' }), Number(process.env.JOB_POLL_SECONDS ?? 15) * 1000);

// Messaging fan-out: Redis pub/sub when several API processes serve together (README Messaging).
const bus = config.redisUrl ? createRedisBus(config.redisUrl, logger) : createInProcessBus();
useMessagingBus(bus);
logger.info({ bus: bus.kind }, 'messaging fan-out');
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

function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  stopJobs();
  stopNotices();
  closeEventStreams(); // they never end by themselves, so server.close would wait for them
  server.close(() => void Promise.allSettled([bus.close(), disconnectDatabase()]).finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
// Started by the launcher (npm start, e2e, bench): when it is SIGKILLed we are re-parented, and an
// API left behind would hold the port against the next start.
if (process.env.HARBOUR_EXIT_WITH_PARENT === '1') {
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && shutdown('parent gone'), 500).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));

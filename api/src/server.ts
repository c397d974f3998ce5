import { createApp } from './app';
import { readConfig, startupProblem } from './config';
import { connectDatabase, disconnectDatabase } from './db/database';
import { createLogger } from './http/request-logger';

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

const server = createApp({ logger, config }).listen(config.port, config.host, () => {
  logger.info(`Harbour API listening on http://${config.host}:${config.port}`);
});

function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close(() => void disconnectDatabase().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));

import mongoose from 'mongoose';
import type { Logger } from 'pino';

export type DatabaseEngine = 'FerretDB' | 'MongoDB';

export interface DatabaseStatus {
  state: 'connected' | 'unavailable';
  engine?: DatabaseEngine;
  version?: string;
  latencyMs?: number;
}

const PING_TIMEOUT_MS = 1500;
const RETRY_CONNECT_MS = 2000;

// Indexes are built by us at start-up, never implicitly: on FerretDB an automatic build that
// fails emits `error` on the model and can take the process down (stack-notes).
mongoose.set('autoIndex', false);
mongoose.set('strictQuery', true);
// While the database is down, an operation waits at most this long for a connection (mongoose's
// default is 10 s) and then fails with "buffering timed out", which the API answers with 503.
export const BUFFER_TIMEOUT_MS = 2000;
mongoose.set('bufferTimeoutMS', BUFFER_TIMEOUT_MS);

/**
 * Connects in the background and keeps trying until the database answers; the API starts (and
 * answers /api/health with 503) even while the database is down. After the first connection the
 * driver reconnects by itself.
 */
export function connectDatabase(uri: string, logger: Logger): Promise<void> {
  mongoose.connection.on('error', (err: Error) => logger.warn({ err: err.message }, 'database error'));
  return new Promise((resolve) => {
    const attempt = async () => {
      try {
        await mongoose.connect(uri, { serverSelectionTimeoutMS: RETRY_CONNECT_MS });
        logger.info({ db: mongoose.connection.name }, 'database connected');
        await ensureIndexes(logger);
        resolve();
      } catch (err) {
        logger.warn({ err: (err as Error).message }, `database not reachable, retrying in ${RETRY_CONNECT_MS} ms`);
        setTimeout(attempt, RETRY_CONNECT_MS).unref();
      }
    };
    void attempt();
  });
}

/** Builds every registered model's indexes; a failure is logged, never fatal. */
export async function ensureIndexes(logger?: Logger): Promise<void> {
  for (const name of mongoose.modelNames()) {
    try {
      await mongoose.model(name).createIndexes();
    } catch (err) {
      logger?.error({ err, model: name }, 'index build failed');
    }
  }
}

let engineCache: Pick<DatabaseStatus, 'engine' | 'version'> | undefined;

async function describeEngine(): Promise<Pick<DatabaseStatus, 'engine' | 'version'>> {
  if (engineCache) return engineCache;
  const info = await mongoose.connection.db!.admin().command({ buildInfo: 1 });
  engineCache = info.ferretdbVersion
    ? { engine: 'FerretDB', version: String(info.ferretdbVersion) }
    : { engine: 'MongoDB', version: String(info.version) };
  return engineCache;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (err) => (clearTimeout(timer), reject(err)),
    );
  });
}

/** Asks the database itself (a ping), so the answer is true now, not when we last connected. */
export async function pingDatabase(): Promise<DatabaseStatus> {
  const db = mongoose.connection.db;
  if (!db) return { state: 'unavailable' };
  const started = Date.now();
  try {
    await withTimeout(db.admin().ping(), PING_TIMEOUT_MS);
    const engine = await withTimeout(describeEngine(), PING_TIMEOUT_MS);
    return { state: 'connected', ...engine, latencyMs: Date.now() - started };
  } catch {
    return { state: 'unavailable' };
  }
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}

/**
 * Whether an error means "the database cannot be reached right now" (as opposed to a bug or a bad
 * query): the driver found no server, lost its connection, or mongoose gave up waiting for one.
 * Such errors become 503 with Retry-After (error-handler.ts, the sign-in pages), never 500.
 */
const UNAVAILABLE_NAMES = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/** mongoose's own words when it could not hand an operation to a connected driver. */
const UNAVAILABLE_MESSAGES = [/buffering timed out after/i, /before initial connection is complete/i, /Client must be connected before running operations/i];

/**
 * FerretDB answers InternalError (code 1) when its own store, PostgreSQL, is away: it cannot
 * connect, or PostgreSQL ends the connection (SQLSTATE class 08, 57P01–57P03 shutting down or
 * starting, 53300 too many connections). Those answered 500 while PostgreSQL was down.
 */
const BACKEND_AWAY = [
  /failed to connect to/i,
  /dial error|connection refused|broken pipe|unexpected EOF|conn closed/i,
  /SQLSTATE (08\w{3}|57P0[123]|53300)/,
  /terminating connection|the database system is (starting up|shutting down|in recovery mode)/i,
];

/** Seconds a caller should wait before trying again (the driver retries the connection every 2 s). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const { name, message, cause } = err as { name?: unknown; message?: unknown; cause?: unknown };
  if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return true;
  if ((name === 'MongooseError' || name === 'MongoError' || name === 'MongoRuntimeError') && typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message)))
    return true;
  const { code } = err as { code?: unknown };
  if (code === 1 && typeof message === 'string' && BACKEND_AWAY.some((re) => re.test(message))) return true;
  // Wrapped (e.g. a transaction helper or oidc-provider passing the adapter's error on).
  return isDatabaseUnavailable(cause, depth + 1);
}

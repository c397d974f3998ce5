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

/** Seconds a caller should wait before trying again (the driver retries the connection every 2 s). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const { name, message, cause } = err as { name?: unknown; message?: unknown; cause?: unknown };
  if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return true;
  if ((name === 'MongooseError' || name === 'MongoError' || name === 'MongoRuntimeError') && typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message)))
    return true;
  // Wrapped (e.g. a transaction helper or oidc-provider passing the adapter's error on).
  return isDatabaseUnavailable(cause, depth + 1);
}

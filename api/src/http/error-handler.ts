import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ValidateError } from '@tsoa/runtime';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-unavailable';
import { HashingBusyError } from '../services/identity/accounts/hashing-queue';
import { HttpProblem, type ProblemBody } from './problem';
import { uploadProblem } from '../services/files/upload-parser';

/** tsoa names fields like `path.code` or `body.email`; callers want just `code` / `email`. */
function fieldName(key: string): string {
  return key.replace(/^(path|query|body|header)\.?/, '') || key;
}

function validationProblem(err: ValidateError): ProblemBody {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(err.fields)) fields[fieldName(key)] = value.message;
  const detail = Object.entries(fields)
    .map(([name, message]) => `${name}: ${message}`)
    .join('; ');
  return { status: 422, title: 'Validation failed', detail, fields };
}

/** What body-parser and the router say, in the words a caller can act on. */
const CLIENT_ERROR_DETAILS: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'parameters.too.many': 'The request has too many fields.',
  'encoding.unsupported': 'The request body uses a content encoding this endpoint does not accept.',
  'charset.unsupported': 'The request body uses a character set this endpoint does not accept.',
  'request.size.invalid': 'The request body is not the length its headers say.',
  'request.aborted': 'The request was aborted.',
};

const CLIENT_ERROR_TITLES: Record<number, string> = {
  400: 'Bad Request',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
};

/**
 * Errors from body-parser (http-errors, `expose: true`) and the router's URIError (`status`
 * 400 on a bad %-escape) are the caller's fault: answer their 4xx, never 500.
 */
function clientError(err: unknown): ProblemBody | undefined {
  const { status, type, expose } = (err ?? {}) as { status?: unknown; type?: unknown; expose?: unknown };
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  if (err instanceof URIError) return { status: 400, title: 'Bad Request', detail: 'The address contains an invalid %-escape.' };
  if (expose === false) return undefined;
  const detail = (typeof type === 'string' && CLIENT_ERROR_DETAILS[type]) || 'The request could not be read.';
  return { status, title: CLIENT_ERROR_TITLES[status] ?? 'Bad Request', detail };
}

export const DATABASE_UNAVAILABLE = 'The service is unavailable right now. Please try again in a few minutes.';

/** The one place where errors become responses (Medplum's single error mapper). */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  let body: ProblemBody;
  if (err instanceof ValidateError) {
    body = validationProblem(err);
  } else if (err instanceof HttpProblem) {
    body = { status: err.status, title: err.title, detail: err.detail, ...(err.fields && { fields: err.fields }) };
    if (err.retryAfterSeconds) res.set('Retry-After', String(err.retryAfterSeconds));
  } else if (err instanceof HashingBusyError) {
    // A burst degrades into quick refusals, not minute-long waits (hashing-queue.ts).
    body = { status: 429, title: 'Too Many Requests', detail: 'We are busy right now. Please try again in a moment.' };
    res.set('Retry-After', String(err.retryAfterSeconds));
  } else if (isDatabaseUnavailable(err)) {
    // An outage is not a bug: say so, and when to come back (database-unavailable.ts).
    req.log?.warn({ err: (err as Error).message }, 'database unavailable');
    body = { status: 503, title: 'Service Unavailable', detail: DATABASE_UNAVAILABLE };
    res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  } else if (uploadProblem(err)) {
    body = uploadProblem(err)!;
  } else if (clientError(err)) {
    body = clientError(err)!;
  } else {
    req.log?.error({ err }, 'unhandled error');
    body = { status: 500, title: 'Internal Server Error', detail: 'An unexpected error occurred' };
  }
  res.status(body.status).type('application/problem+json').json(body);
};

export const notFoundHandler: RequestHandler = (req, res) => {
  // originalUrl: under app.use('/api', …) req.path has lost the mount prefix.
  const path = req.originalUrl.split('?')[0];
  const body: ProblemBody = { status: 404, title: 'Not Found', detail: `No endpoint at ${req.method} ${path}` };
  res.status(404).type('application/problem+json').json(body);
};

/**
 * A path that does not decode (`/api/users/%E0%A4%A`) is the caller's mistake whether or not a
 * route would match it: 400 before any router or oidc-provider tries and fails to decode it.
 */
export const rejectBadEscapes: RequestHandler = (req, res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    const body: ProblemBody = { status: 400, title: 'Bad Request', detail: 'The address contains an invalid %-escape.' };
    res.status(400).type('application/problem+json').json(body);
    return;
  }
  // %00 decodes to NUL, which no identifier holds and PostgreSQL (FerretDB's storage) cannot
  // compare: a lookup by it failed with 500.
  if (path.includes(String.fromCharCode(0))) {
    const body: ProblemBody = { status: 400, title: 'Bad Request', detail: 'The address contains a NUL character (%00).' };
    res.status(400).type('application/problem+json').json(body);
    return;
  }
  next();
};

import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ValidateError } from '@tsoa/runtime';
import { HashingBusyError } from '../services/identity/accounts/hashing-queue';
import { HttpProblem, type ProblemBody } from './problem';

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
  } else if (err?.type === 'entity.parse.failed') {
    body = { status: 400, title: 'Bad Request', detail: 'The request body is not valid JSON.' };
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

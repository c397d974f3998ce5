import type { RequestHandler } from 'express';
import { HttpProblem } from './problem';

// A lone UTF-16 surrogate is not text: it cannot be stored as UTF-8 or mailed. \p{Cs} in
// u-mode matches only surrogates that are not part of a pair. NUL is refused too: PostgreSQL's
// jsonb (FerretDB's storage) cannot hold it, so a query or write with one fails (schemathesis found a 500).
const LONE_SURROGATE = /\p{Cs}/u;
const NUL = String.fromCharCode(0);
const notText = (value: string) => LONE_SURROGATE.test(value) || value.includes(NUL);

/** The first field (dotted path) holding a lone surrogate, or undefined. */
export function illFormedField(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return notText(value) ? path || 'body' : undefined;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = illFormedField(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

export const isWellFormedText = (value: string) => !notText(value);

/**
 * Refuses a JSON body or query string holding a lone surrogate or NUL anywhere with 422, before
 * any service sees it (a query parameter reaches the database as a filter, as a body field does).
 */
export const refuseIllFormedText: RequestHandler = (req, _res, next) => {
  const field = illFormedField(req.body) ?? illFormedField(req.query);
  if (!field) return next();
  const message = 'Contains characters that are not valid text.';
  next(new HttpProblem(422, 'Validation failed', `${field}: ${message}`, { [field]: message }));
};

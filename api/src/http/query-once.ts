import type { RequestHandler } from 'express';

/**
 * Express 5 parses the query string again on every read of `req.query`, and tsoa reads it once
 * per declared parameter: an availability read (a long token and three more parameters) parsed
 * its query five times. Parsed once here, it is a plain property for the rest of the request.
 */
export const parseQueryOnce: RequestHandler = (req, _res, next) => {
  const query = req.query;
  Object.defineProperty(req, 'query', { value: query, writable: true, enumerable: true, configurable: true });
  next();
};

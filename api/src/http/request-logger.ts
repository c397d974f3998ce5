import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { formatTraceparent, traceContextFor, type TraceContext } from './trace-context';

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'harbour-api' }, redact: ['req.headers.authorization', 'req.headers.cookie'] });
}

const traces = new WeakMap<IncomingMessage, TraceContext>();

/** The request's trace (set by `requestLogger`, the first middleware). */
export function traceOf(req: IncomingMessage): TraceContext | undefined {
  return traces.get(req);
}

/**
 * Structured request logs. Every request gets an id (the caller's x-request-id if sane) and a W3C
 * trace (the caller's valid `traceparent` continued, else a new one), both answered in headers;
 * every line logged through `req.log`, and the completion line, carries `reqId` and `traceId`.
 */
export function requestLogger(logger: Logger) {
  const logRequest = pinoHttpFor(logger);
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const trace = traceContextFor(req.headers.traceparent);
    traces.set(req, trace);
    res.setHeader('traceparent', formatTraceparent(trace));
    logRequest(req, res, () => {
      req.log = req.log.child({ traceId: trace.traceId });
      next();
    });
  };
}

function pinoHttpFor(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    // Each request's logger binds only its id, and the request is serialised into the completion
    // line when that line is written. (By default pino-http built a child logger holding the whole
    // serialised request for every request, even at a level that then logs nothing: a tenth of an
    // availability read's CPU.) Every line of a request still carries its reqId.
    quietReqLogger: true,
    quietResLogger: true,
    customSuccessObject: (req, _res, line) => ({ req, ...line }),
    customErrorObject: (req, _res, _error, line) => ({ req, ...line }),
    // A request that failed on our side is an error in the log, not an info line among thousands.
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    // The completion line is written by the response's logger, which binds only reqId.
    customProps: (req) => ({ traceId: traces.get(req)?.traceId }),
  });
}

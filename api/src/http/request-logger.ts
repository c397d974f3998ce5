import { randomUUID } from 'node:crypto';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'harbour-api' }, redact: ['req.headers.authorization', 'req.headers.cookie'] });
}

/** Structured request logs; every request gets an id (the caller's x-request-id if sane) echoed back. */
export function requestLogger(logger: Logger) {
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
  });
}

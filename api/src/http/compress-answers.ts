import type { Request, Response } from 'express';
import compression from 'compression';

/**
 * Compresses answers over 1 kB by the caller's Accept-Encoding, brotli before gzip (the
 * `compression` package). Left as they are: answers already encoded (a handler that sends its own
 * gzip copy), `Cache-Control: no-transform` ones, types that do not shrink (images, PDFs: the
 * package's `compressible` list) and Server-Sent Events, which must reach the browser event by event.
 */
export function compressAnswers() {
  return compression({ threshold: 1024, filter: shouldCompress });
}

function shouldCompress(req: Request, res: Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '');
  if (type.startsWith('text/event-stream')) return false;
  return compression.filter(req, res);
}

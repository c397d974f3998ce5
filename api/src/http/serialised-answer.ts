import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request } from 'express';

/**
 * An answer serialised once and sent as bytes to many callers: JSON.stringify, express's ETag hash
 * and compression otherwise run again on every request for the same object.
 */
export interface SerialisedAnswer {
  json: Buffer;
  /** Weak ETag of the bytes, worked out once (express would hash them on every send). */
  etag: string;
  /** The same bytes gzipped, made on the first request that accepts gzip (every browser). */
  gzipped(): Buffer;
}

/** JSON already written (e.g. assembled from memoised fragments): serialiseAnswer sends it as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * Level 1: most answers are made for one caller (a window asked once, a cache entry forgotten by
 * the next booking), so zlib's time is paid per request; level 6 took three times as long for
 * answers a third smaller (a fortnight of one psychologist's times: 3.0 kB instead of 2.1 kB).
 */
const GZIP_LEVEL = 1;

export function serialiseAnswer(answer: unknown): SerialisedAnswer {
  const json = Buffer.from(answer instanceof JsonText ? answer.text : JSON.stringify(answer));
  let gzipped: Buffer | undefined;
  return {
    json,
    etag: `W/"${json.length.toString(16)}-${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"`,
    gzipped: () => (gzipped ??= gzipSync(json, { level: GZIP_LEVEL })),
  };
}

/**
 * Sends the bytes as a 200 JSON answer, gzipped when the caller accepts it. A tsoa handler then
 * returns nothing more: tsoa sends nothing once headers are sent.
 */
export function sendSerialised(req: Request, answer: SerialisedAnswer): void {
  const res = req.res!.status(200).set({ ETag: answer.etag, Vary: 'Accept-Encoding' }).type('application/json');
  if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(answer.gzipped());
  else res.send(answer.json);
}

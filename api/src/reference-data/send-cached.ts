import type { Request as ExpressRequest } from 'express';
import { cachedTaxonomy } from './taxonomy.repository';

/**
 * Sends a whole taxonomy from memory as its pre-serialised JSON with its ETag (Express answers a
 * matching If-None-Match with 304). tsoa sends nothing more once headers are out; the items are
 * returned only so the controller keeps its typed signature for the OpenAPI document.
 */
export async function sendTaxonomy<T>(req: ExpressRequest, kind: string): Promise<T[]> {
  const cached = await cachedTaxonomy<T>(kind);
  req.res!.set('ETag', cached.etag).set('Cache-Control', 'no-cache').type('json').send(cached.json);
  return cached.items as T[];
}

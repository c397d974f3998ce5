import { Readable } from 'node:stream';
import type { Controller } from '@tsoa/runtime';
import type { FileContent } from './patient-file-access';

/** Sends stored bytes as an attachment under the sniffed type (never rendered inline by the API's origin). */
export function sendFile(controller: Controller, { file, bytes }: FileContent): Readable {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_');
  controller.setHeader('Content-Type', file.contentType);
  controller.setHeader('Content-Length', String(bytes.length));
  controller.setHeader('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  controller.setHeader('Cache-Control', 'private, no-store');
  return Readable.from([bytes]);
}

import multer from 'multer';
import type { ProblemBody } from '../../http/problem';
import { maxUploadBytes, tooLarge } from './sniff/sniff-upload';

/**
 * The one multipart parser for tsoa's @UploadedFile: bytes stay in memory (they are sniffed, then
 * written to the file store), one file per request, refused past MAX_UPLOAD_BYTES before the rest
 * is read.
 */
export function uploadParser() {
  return multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: maxUploadBytes(),
      files: 1,
      fields: 10,
      fieldSize: 10_000,
    },
  });
}

/** multer's refusals as problem bodies: too large → 413, anything else about the form → 422 on `file`. */
export function uploadProblem(err: unknown): ProblemBody | undefined {
  if (!(err instanceof multer.MulterError)) return undefined;
  if (err.code === 'LIMIT_FILE_SIZE')
    return {
      status: 413,
      title: 'Content Too Large',
      detail: tooLarge(),
      fields: { file: tooLarge() },
    };
  const detail =
    err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT'
      ? 'Send one file, in the form field "file".'
      : `The upload could not be read (${err.message}).`;
  return {
    status: 422,
    title: 'Validation failed',
    detail,
    fields: { file: detail },
  };
}

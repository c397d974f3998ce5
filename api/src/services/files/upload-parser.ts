import type { RequestHandler } from 'express';
import multer from 'multer';
import { HttpProblem, type ProblemBody } from '../../http/problem';
import { maxUploadBytes, tooLarge } from '../../lib/uploads/sniff-upload';

/**
 * The one multipart parser for tsoa's @UploadedFile: bytes stay in memory (they are sniffed, then
 * written to the file store), one file per request, refused past MAX_UPLOAD_BYTES before the rest
 * is read.
 */
export function uploadParser(): multer.Multer {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: maxUploadBytes(),
      files: 1,
      fields: 10,
      fieldSize: 10_000,
    },
  });
  // A malformed form (e.g. a field name append-field cannot parse, schemathesis found one) throws a
  // plain Error inside multer: that is bad input, a 422, never a 500.
  const unreadable = () => {
    const detail = 'The upload could not be read. Send one file in the form field "file".';
    return new HttpProblem(422, 'Validation failed', detail, { file: detail });
  };
  // A body that is not a form at all (schemathesis sent text/plain) is skipped by multer, leaving
  // no req.body for tsoa to read the form fields from: refuse it here as the same bad input.
  const guard =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) => {
      if (!req.is('multipart/form-data')) return next(unreadable());
      handler(req, res, (err?: unknown) => {
        if (!err || err instanceof multer.MulterError || err instanceof HttpProblem) return next(err);
        next(unreadable());
      });
    };
  return {
    ...parser,
    single: (name) => guard(parser.single(name)),
    array: (name, max) => guard(parser.array(name, max)),
    fields: (fields) => guard(parser.fields(fields)),
    none: () => guard(parser.none()),
    any: () => guard(parser.any()),
  };
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

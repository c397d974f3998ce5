import { fromBuffer } from 'file-type';
import { HttpProblem } from '../../http/problem';

/**
 * file-type 16.5.4: the last CommonJS release (17+ is ESM-only, which the API's CommonJS build and
 * jest cannot `require`). It reads magic numbers from the bytes; the name and the browser's
 * Content-Type header are never trusted.
 */
export const ALLOWED_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AllowedContentType = (typeof ALLOWED_CONTENT_TYPES)[number];

/** 10 MB: a scanned multi-page referral fits; MAX_UPLOAD_BYTES overrides it. */
export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const maxUploadBytes = (): number => Number(process.env.MAX_UPLOAD_BYTES) || DEFAULT_MAX_UPLOAD_BYTES;
export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const NOT_ALLOWED_TYPE = 'Only PDF, JPEG or PNG files can be uploaded. This file is not one of those (its contents were checked, not just its name).';
export const EMPTY_FILE = 'The file is empty. Choose the PDF, JPEG or PNG file again.';
export const tooLarge = () => `The file is larger than ${megabytes(maxUploadBytes())}. Upload a smaller file (e.g. scan at a lower resolution).`;

/** The content type the bytes really are, if it is one we accept; otherwise undefined. */
export async function sniffContentType(bytes: Buffer): Promise<AllowedContentType | undefined> {
  if (!bytes.length) return undefined;
  const found = await fromBuffer(bytes);
  const mime = found?.mime as string | undefined;
  return (ALLOWED_CONTENT_TYPES as readonly string[]).includes(mime ?? '') ? (mime as AllowedContentType) : undefined;
}

/** Checks size and content; 413 when too large, 422 naming `file` when empty or of another type. */
export async function checkUpload(bytes: Buffer | undefined): Promise<AllowedContentType> {
  if (!bytes || !bytes.length)
    throw new HttpProblem(422, 'Validation failed', EMPTY_FILE, {
      file: EMPTY_FILE,
    });
  if (bytes.length > maxUploadBytes())
    throw new HttpProblem(413, 'Content Too Large', tooLarge(), {
      file: tooLarge(),
    });
  const type = await sniffContentType(bytes);
  if (!type)
    throw new HttpProblem(422, 'Validation failed', NOT_ALLOWED_TYPE, {
      file: NOT_ALLOWED_TYPE,
    });
  return type;
}

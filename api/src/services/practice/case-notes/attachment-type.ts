import { sniffContentType, type AllowedContentType } from '../../../lib/uploads/sniff-upload';

/**
 * The file's type from its bytes (never its name or the upload's header), by the files service's
 * sniffer: PDF, JPEG or PNG only.
 */
export type AttachmentContentType = AllowedContentType;
export const sniffAttachmentType = (content: Buffer): Promise<AttachmentContentType | undefined> => sniffContentType(content);

/** Attachments travel as base64 in JSON, so they stay small. */
export const MAX_ATTACHMENT_BYTES = 700 * 1024;

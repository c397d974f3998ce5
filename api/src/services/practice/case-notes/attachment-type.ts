/**
 * The file's type from its first bytes (never its name or the upload's header): PDF, JPEG or PNG
 * only. Three fixed signatures; a renamed executable matches none of them.
 */
export type AttachmentContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

const SIGNATURES: { type: AttachmentContentType; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export function sniffAttachmentType(content: Buffer): AttachmentContentType | undefined {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => content[i] === b))?.type;
}

export const MAX_ATTACHMENT_BYTES = 700 * 1024;

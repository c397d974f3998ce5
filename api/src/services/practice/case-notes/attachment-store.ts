import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { fileStore } from '../../../lib/file-store/gridfs-file-store';

/**
 * Case-note attachment bytes live in the files service's store (`files/store`), like every other
 * upload. Attachments stored before that (GridFS bucket `case_note_attachments`, keyed by an
 * ObjectId) are still read from their old bucket.
 */
const LEGACY_BUCKET = 'case_note_attachments';
const LEGACY_KEY = /^[0-9a-f]{24}$/;

export async function storeAttachmentBytes(fileName: string, contentType: string, content: Buffer): Promise<string> {
  const key = `case-note-attachment-${randomUUID()}`;
  await fileStore().put(key, content, { contentType, fileName });
  return key;
}

/** Undoes a store whose record could not be written. */
export const removeAttachmentBytes = (storageKey: string) => fileStore().remove(storageKey);

export async function readAttachmentBytes(storageKey: string): Promise<Buffer> {
  const stored = await fileStore().get(storageKey);
  if (stored || !LEGACY_KEY.test(storageKey)) return stored ?? Buffer.alloc(0);
  const bucket = new mongoose.mongo.GridFSBucket(mongoose.connection.db!, { bucketName: LEGACY_BUCKET });
  const chunks: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(new mongoose.Types.ObjectId(storageKey))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

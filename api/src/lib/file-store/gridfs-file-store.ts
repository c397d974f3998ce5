import mongoose from 'mongoose';
import type { FileStore } from './file-store';

/** The GridFS bucket's name: collections `patient_file_bytes.files` and `patient_file_bytes.chunks`. */
export const BUCKET_NAME = 'patient_file_bytes';

function bucket() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('database not connected');
  return new mongoose.mongo.GridFSBucket(db, { bucketName: BUCKET_NAME });
}

/**
 * GridFS (the driver's GridFSBucket) on the connected database. Works on FerretDB 1.24 and
 * MongoDB alike: it needs only inserts, equality finds, a sort on the chunk number and indexes
 * (proven by `gridfs-file-store.test.ts` on the real local database).
 */
export const gridFsFileStore: FileStore = {
  put(key, bytes, meta) {
    return new Promise((resolve, reject) => {
      const upload = bucket().openUploadStreamWithId(key as never, meta.fileName, { metadata: { contentType: meta.contentType } });
      upload.once('error', reject);
      upload.once('finish', () => resolve());
      upload.end(bytes);
    });
  },
  async get(key) {
    const files = await bucket()
      .find({ _id: key as never })
      .toArray();
    if (!files.length) return undefined;
    const parts: Buffer[] = [];
    for await (const part of bucket().openDownloadStream(key as never)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  },
  async remove(key) {
    try {
      await bucket().delete(key as never);
    } catch {
      // Already gone: nothing to undo.
    }
  },
};

let current: FileStore = gridFsFileStore;

/** The store in use (GridFS unless a test or a deployment swaps it). */
export const fileStore = (): FileStore => current;
export function useFileStore(store: FileStore): void {
  current = store;
}

import mongoose from 'mongoose';

/**
 * Case-note attachment bytes in MongoDB GridFS (bucket `case_note_attachments`). Kept in this
 * folder until the shared file store (issue 16 files) is on main; the records keep only the key.
 */
function bucket() {
  return new mongoose.mongo.GridFSBucket(mongoose.connection.db!, { bucketName: 'case_note_attachments' });
}

export function storeAttachmentBytes(fileName: string, content: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = bucket().openUploadStream(fileName);
    upload.once('error', reject);
    upload.once('finish', () => resolve(String(upload.id)));
    upload.end(content);
  });
}

export async function readAttachmentBytes(storageKey: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bucket().openDownloadStream(new mongoose.Types.ObjectId(storageKey))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Where the bytes of uploaded files live. Records (`records/patient-file.model.ts`) say whose a
 * file is and who may read it; the store only keeps bytes under a key. The default is GridFS in
 * the same database (no second service to run); an object store (S3 and the like) can stand
 * behind the same three calls.
 */
export interface FileStore {
  /** Stores the bytes under a new key; the key is never reused. */
  put(key: string, bytes: Buffer, meta: { contentType: string; fileName: string }): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the bytes (used to undo a put whose record could not be written). */
  remove(key: string): Promise<void>;
}

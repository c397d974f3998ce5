import { randomBytes, randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { connectTestDatabase, disconnectTestDatabase } from '../../test-support/database';
import { BUCKET_NAME, gridFsFileStore } from './gridfs-file-store';

beforeAll(() => connectTestDatabase(__filename));
afterAll(() => disconnectTestDatabase());

describe('GridFS file store on the real local database (FerretDB 1.24 by default)', () => {
  it('round-trips bytes across several chunks (GridFS chunks are 255 kB)', async () => {
    const key = randomUUID();
    const bytes = randomBytes(700 * 1024);
    await gridFsFileStore.put(key, bytes, {
      contentType: 'application/pdf',
      fileName: 'plan.pdf',
    });
    const back = await gridFsFileStore.get(key);
    expect(back?.equals(bytes)).toBe(true);
    const chunks = await mongoose.connection.db!.collection(`${BUCKET_NAME}.chunks`).countDocuments({ files_id: key });
    expect(chunks).toBe(3);
  });

  it('answers undefined for a key it does not hold, and forgets removed bytes', async () => {
    expect(await gridFsFileStore.get(randomUUID())).toBeUndefined();
    const key = randomUUID();
    await gridFsFileStore.put(key, Buffer.from('%PDF-1.4 tiny'), {
      contentType: 'application/pdf',
      fileName: 'a.pdf',
    });
    await gridFsFileStore.remove(key);
    expect(await gridFsFileStore.get(key)).toBeUndefined();
    await gridFsFileStore.remove(key); // twice is fine
  });
});

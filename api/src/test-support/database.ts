import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { ensureIndexes } from '../db/database';
import { startDomains } from '../domains';

/**
 * Connects this test file to a database of its own (run id + file), so files can run in parallel
 * against one server without seeing each other's records. Dropped again in `disconnectTestDatabase`.
 */
export async function connectTestDatabase(testFile: string): Promise<string> {
  startDomains(); // wired as the app wires them at start-up
  const fileKey = createHash('sha1').update(testFile).digest('hex').slice(0, 8);
  const name = `harbour_test_${process.env.HARBOUR_TEST_RUN_ID ?? 'local'}_${fileKey}`;
  const base = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27018');
  base.pathname = `/${name}`;
  await mongoose.connect(base.toString(), { serverSelectionTimeoutMS: 30_000 });
  await ensureIndexes();
  return name;
}

export async function disconnectTestDatabase(): Promise<void> {
  if (mongoose.connection.db) await mongoose.connection.db.dropDatabase();
  await mongoose.disconnect();
}

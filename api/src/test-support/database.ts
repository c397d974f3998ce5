import mongoose from 'mongoose';
import { ensureIndexes } from '../db/database';
import { startDomains } from '../domains';

/**
 * Connects this test file to its jest worker's database, emptied for it, so files running in
 * parallel against one server never see each other's records and each file starts with none.
 * One database per worker rather than per file: creating the ~90 collections with their indexes
 * (tables and indexes in PostgreSQL under FerretDB) and dropping them again cost more than many
 * files' tests; emptying them keeps the indexes. `testFile` names the caller in a failure.
 */
export async function connectTestDatabase(testFile: string): Promise<string> {
  startDomains(); // wired as the app wires them at start-up
  const name = `harbour_test_${process.env.HARBOUR_TEST_RUN_ID ?? 'local'}_w${process.env.JEST_WORKER_ID ?? '1'}`;
  try {
    await mongoose.connect(testDatabaseUri(name), { serverSelectionTimeoutMS: 30_000 });
    const db = mongoose.connection.db!;
    // What the worker's previous file left: every document goes, the collections and indexes stay.
    await Promise.all((await db.listCollections({}, { nameOnly: true }).toArray()).map(({ name: collection }) => db.collection(collection).deleteMany({})));
    await ensureIndexes();
  } catch (err) {
    throw new Error(`${testFile}: could not prepare the test database ${name}: ${(err as Error).message}`);
  }
  return name;
}

/** The connection string of a test database, for the API processes a process test starts on it. */
export function testDatabaseUri(name: string): string {
  const uri = new URL(process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27018');
  uri.pathname = `/${name}`;
  return uri.toString();
}

/** Disconnects; the records stay until the worker's next file empties the database (the run's data folder goes at the end). */
export async function disconnectTestDatabase(): Promise<void> {
  await mongoose.disconnect();
}

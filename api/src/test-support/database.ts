import mongoose from 'mongoose';
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
    // Only the few collections it wrote are emptied (a delete costs more than a look).
    const collections = (await db.listCollections({}, { nameOnly: true }).toArray()).map(({ name: collection }) => db.collection(collection));
    const written = await Promise.all(collections.map(async (collection) => ((await collection.findOne({}, { projection: { _id: 1 } })) ? collection : undefined)));
    await Promise.all(written.map((collection) => collection?.deleteMany({})));
    await ensureIndexesOnce();
  } catch (err) {
    throw new Error(`${testFile}: could not prepare the test database ${name}: ${(err as Error).message}`);
  }
  return name;
}

/**
 * Builds each model's indexes the first time a worker's database sees that model with those
 * indexes: later files find them built (nothing drops them), and asking again for ~90 models
 * costs a few hundred milliseconds a file. What was built is noted in the database itself, as the
 * worker's files share nothing else.
 */
async function ensureIndexesOnce(): Promise<void> {
  const built = mongoose.connection.db!.collection<{ _id: string; indexes: string }>('test_built_indexes');
  const known = new Map((await built.find({}).toArray()).map(({ _id, indexes }) => [_id, indexes]));
  const wanted = mongoose.modelNames().map((name) => ({ name, indexes: JSON.stringify(mongoose.model(name).schema.indexes()) }));
  const missing = wanted.filter(({ name, indexes }) => known.get(name) !== indexes);
  if (missing.length === 0) return;
  // One at a time, as the app does at start-up; a failure fails the file instead of being noted as built.
  for (const { name } of missing) await mongoose.model(name).createIndexes();
  await built.bulkWrite(missing.map(({ name, indexes }) => ({ replaceOne: { filter: { _id: name }, replacement: { indexes }, upsert: true } })));
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

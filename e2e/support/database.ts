import mongoose from 'mongoose';

let connection: mongoose.Connection | undefined;

/**
 * The e2e stack's own database (scripts/e2e.mjs passes HARBOUR_MONGODB_URI), for the few records a
 * journey cannot make through the portal: a session that starts now, a minute that has passed.
 */
export async function e2eDatabase(): Promise<mongoose.Connection> {
  const uri = process.env.HARBOUR_MONGODB_URI;
  if (!uri) throw new Error('HARBOUR_MONGODB_URI is not set: run the journeys with node scripts/e2e.mjs');
  connection ??= await mongoose.createConnection(uri).asPromise();
  return connection;
}

/** Closes it at the end of a journey file (the worker would otherwise keep it open). */
export async function closeE2eDatabase(): Promise<void> {
  await connection?.close();
  connection = undefined;
}

// `npm run seed`: writes reference data (and, later, demo accounts) into MONGODB_URI's database.
import mongoose from 'mongoose';
import { readConfig } from '../config';
import { ensureIndexes } from '../db/database';
import { seedReferenceData } from './reference-data';

async function main() {
  const { mongodbUri } = readConfig();
  await mongoose.connect(mongodbUri, { serverSelectionTimeoutMS: 10000 });
  await ensureIndexes();
  await seedReferenceData();
  console.log(`Seeded reference data into ${mongoose.connection.name}`);
  await mongoose.disconnect();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

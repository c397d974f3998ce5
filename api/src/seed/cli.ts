// `npm run seed`: writes reference data and the demo accounts into MONGODB_URI's database.
import mongoose from 'mongoose';
import { readConfig } from '../config';
import { ensureIndexes } from '../db/database';
import { DEMO_PASSWORD, seedDemoAccounts, shouldSeedDemoAccounts } from './demo-accounts';
import { seedDemoAvailability } from './demo-availability';
import { seedDemoAdministrators } from './demo-second-factor';
import { seedDemoSessions } from './demo-sessions';
import { seedReferenceData } from './reference-data';
import { seedContent } from '../services/content/pages/seed-content';
import { seedDemoDirectory } from './demo-directory';
import { seedDemoPractice } from './demo-practice';

async function main() {
  const { mongodbUri } = readConfig();
  await mongoose.connect(mongodbUri, { serverSelectionTimeoutMS: 10000 });
  await ensureIndexes();
  await seedReferenceData();
  console.log(`Seeded reference data into ${mongoose.connection.name}`);
  console.log(`Seeded ${await seedContent()} content pages from api/content`);
  if (shouldSeedDemoAccounts()) {
    const created = await seedDemoAccounts();
    console.log(created.length ? `Created demo accounts (password ${DEMO_PASSWORD}): ${created.join(', ')}` : 'Demo accounts already present');
    // Throws in production: the fixed authenticator secret is published.
    const administrators = await seedDemoAdministrators();
    if (administrators.length) console.log(`Enrolled the authenticators of ${administrators.join(', ')} (docs/admin.md)`);
    const hours = await seedDemoAvailability();
    if (hours.length) console.log(`Seeded bookable hours for ${hours.join(', ')}`);
    const practice = await seedDemoPractice();
    if (practice.listings) console.log(`Listed ${practice.listings} demo psychologist(s) in the directory`);
    if (practice.businessDetails) console.log(`Set ${practice.businessDetails} demo psychologist(s)’ ABN for invoices`);
    const psychologists = await seedDemoDirectory();
    console.log(psychologists ? `Created ${psychologists} demo directory psychologists` : 'Demo directory already present');
    const sessions = await seedDemoSessions();
    console.log(sessions.length ? `Created demo sessions: ${sessions.join(', ')}` : 'Demo sessions already present');
  }
  await mongoose.disconnect();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

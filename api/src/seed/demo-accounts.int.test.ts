import { isValidProviderNumber } from '@harbour/identifiers';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { AccountModel } from '../services/identity/accounts/account.model';
import { authenticate } from '../services/identity/accounts/accounts';
import { GpProfileModel } from '../services/accounts/profiles/gp-profile.model';
import { PatientProfileModel } from '../services/accounts/profiles/patient-profile.model';
import { PsychologistProfileModel } from '../services/accounts/profiles/psychologist-profile.model';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts, shouldSeedDemoAccounts } from './demo-accounts';

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

describe('demo accounts', () => {
  it('has a client, psychologist, GP and administrator in each of three worlds, and a psychologist awaiting approval', () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.email, a.userType, a.isApproved, a.firstName])).toEqual([
      ['client@harbour.test', 'client', true, 'Alex'],
      ['psychologist@harbour.test', 'psychologist', true, 'Sam'],
      ['gp@harbour.test', 'gp', true, 'Jordan'],
      ['admin@harbour.test', 'administrator', true, 'Ada'],
      ['client.2@harbour.test', 'client', true, 'Alex'],
      ['psychologist.2@harbour.test', 'psychologist', true, 'Kai'],
      ['gp.2@harbour.test', 'gp', true, 'Jordan'],
      ['admin.2@harbour.test', 'administrator', true, 'Ada'],
      ['client.3@harbour.test', 'client', true, 'Alex'],
      ['psychologist.3@harbour.test', 'psychologist', true, 'Noa'],
      ['gp.3@harbour.test', 'gp', true, 'Jordan'],
      ['admin.3@harbour.test', 'administrator', true, 'Ada'],
      ['pending.psychologist@harbour.test', 'psychologist', false, 'Pat'],
    ]);
    for (const account of DEMO_ACCOUNTS.filter((a) => a.userType === 'psychologist' || a.userType === 'gp'))
      expect(isValidProviderNumber(account.providerNumber!)).toBe(true);
  });

  it('seeding twice creates each account once, with its profile, and the password signs in', async () => {
    expect(await seedDemoAccounts()).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    expect(await seedDemoAccounts()).toEqual([]);
    for (const demo of DEMO_ACCOUNTS) {
      expect(await AccountModel.countDocuments({ email: demo.email })).toBe(1);
      const result = await authenticate(demo.email, DEMO_PASSWORD);
      expect(result.outcome).toBe('signed-in');
      if (result.outcome === 'signed-in') expect(result.account).toMatchObject({ userType: demo.userType, isApproved: demo.isApproved });
    }
    const client = await AccountModel.findOne({ email: 'client@harbour.test' }).lean();
    expect(await PatientProfileModel.findById(client!._id).lean()).toMatchObject({ firstName: 'Alex', lastName: 'Client', postcode: '2000' });
    expect(await PsychologistProfileModel.countDocuments()).toBe(4);
    const gps = await GpProfileModel.find().lean();
    expect(gps).toHaveLength(3);
    for (const gp of gps) expect(gp).toMatchObject({ providerNumber: '4812261H', practiceName: 'Harbour Street Medical Centre' });
  });

  it('leaves an existing account exactly as it is', async () => {
    await AccountModel.updateOne({ email: 'pending.psychologist@harbour.test' }, { $set: { isApproved: true } });
    await seedDemoAccounts();
    expect(await AccountModel.findOne({ email: 'pending.psychologist@harbour.test' }).lean()).toMatchObject({ isApproved: true });
  });

  it('is off in production unless asked for', () => {
    expect(shouldSeedDemoAccounts({})).toBe(true);
    expect(shouldSeedDemoAccounts({ HARBOUR_ENV: 'production' })).toBe(false);
    expect(shouldSeedDemoAccounts({ HARBOUR_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' })).toBe(true);
    // A spelling the API refuses to start with is not taken for development either.
    expect(shouldSeedDemoAccounts({ HARBOUR_ENV: 'Production' })).toBe(false);
    expect(shouldSeedDemoAccounts({ NODE_ENV: 'prod' })).toBe(false);
    expect(shouldSeedDemoAccounts({ SEED_DEMO_ACCOUNTS: 'false' })).toBe(false);
  });
});

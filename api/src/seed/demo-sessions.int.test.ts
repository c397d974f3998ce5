import { SessionModel } from '../services/sessions/records/session.model';
import { recentPsychologistsOf } from '../services/messaging/who-may-message';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { seedDemoAccounts } from './demo-accounts';
import { DEMO_SESSION_IDS, seedDemoSessions } from './demo-sessions';
import { findAccountByEmail } from '../services/identity/accounts/accounts';

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

describe('demo sessions', () => {
  it('creates nothing without the demo accounts', async () => {
    expect(await seedDemoSessions()).toEqual([]);
    expect(await SessionModel.countDocuments()).toBe(0);
  });

  it('creates a past and an upcoming session once, between the demo client and psychologist', async () => {
    await seedDemoAccounts();
    const now = new Date();
    expect(await seedDemoSessions(now)).toEqual([DEMO_SESSION_IDS.past, DEMO_SESSION_IDS.upcoming]);
    expect(await seedDemoSessions(now)).toEqual([]);
    const client = await findAccountByEmail('client@harbour.test');
    const psychologist = await findAccountByEmail('psychologist@harbour.test');
    const sessions = await SessionModel.find({ patientId: client!._id }).lean();
    expect(sessions).toHaveLength(2);
    const past = sessions.find((s) => s._id === DEMO_SESSION_IDS.past)!;
    const upcoming = sessions.find((s) => s._id === DEMO_SESSION_IDS.upcoming)!;
    expect(past).toMatchObject({ psychologistId: psychologist!._id, sessionStatus: 'Completed' });
    expect(past.startsAt.getTime()).toBeLessThan(now.getTime());
    expect(upcoming).toMatchObject({ psychologistId: psychologist!._id, sessionStatus: 'Pending' });
    expect(upcoming.startsAt.getTime()).toBeGreaterThan(now.getTime());
    // What they are for: the demo client may message the demo psychologist (spec §6).
    expect(await recentPsychologistsOf(client!._id, now)).toEqual([psychologist!._id]);
  });
});

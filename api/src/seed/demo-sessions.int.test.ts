import { SessionModel } from '../services/sessions/records/session.model';
import { recentPsychologistsOf } from '../services/messaging/who-may-message';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoSessions } from './demo-sessions';
import { DEMO_WORLDS } from './demo-worlds';
import { findAccountByEmail } from '../services/identity/accounts/accounts';

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

describe('demo sessions', () => {
  it('creates nothing without the demo accounts', async () => {
    expect(await seedDemoSessions()).toEqual([]);
    expect(await SessionModel.countDocuments()).toBe(0);
  });

  it('creates a past and an upcoming session once in each world, between its client and psychologist', async () => {
    await seedDemoAccounts();
    const now = new Date();
    expect(await seedDemoSessions(now)).toEqual(DEMO_WORLDS.flatMap((w) => [w.sessionIds.past, w.sessionIds.upcoming]));
    expect(await seedDemoSessions(now)).toEqual([]);
    for (const world of DEMO_WORLDS) {
      const client = await findAccountByEmail(world.client);
      const psychologist = await findAccountByEmail(world.psychologist);
      const sessions = await SessionModel.find({ patientId: client!._id }).lean();
      expect(sessions).toHaveLength(2);
      const past = sessions.find((s) => s._id === world.sessionIds.past)!;
      const upcoming = sessions.find((s) => s._id === world.sessionIds.upcoming)!;
      expect(past).toMatchObject({ psychologistId: psychologist!._id, sessionStatus: 'Completed' });
      expect(past.startsAt.getTime()).toBeLessThan(now.getTime());
      expect(upcoming).toMatchObject({ psychologistId: psychologist!._id, sessionStatus: 'Pending' });
      expect(upcoming.startsAt.getTime()).toBeGreaterThan(now.getTime());
      // What they are for: the demo client may message their world's psychologist, and only them (spec §6).
      expect(await recentPsychologistsOf(client!._id, now)).toEqual([psychologist!._id]);
    }
  });
});

import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { findAccountByEmail } from '../services/identity/accounts/accounts';
import { AvailabilityModel } from '../services/availability/availability.model';
import { findNextAvailable } from '../services/availability/next-available';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoAvailability } from './demo-availability';
import { DEMO_WORLDS } from './demo-worlds';

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

describe('demo availability', () => {
  it('gives each world’s psychologist bookable times, once, and leaves saved rules alone', async () => {
    await seedDemoAccounts();
    expect(await seedDemoAvailability()).toEqual(DEMO_WORLDS.map((w) => w.psychologist));
    const ids = await Promise.all(DEMO_WORLDS.map(async (world) => (await findAccountByEmail(world.psychologist))!._id));
    const next = await findNextAvailable(ids, { now: new Date('2026-11-20T00:00:00Z') });
    for (const id of ids) expect(next.get(id)?.toISOString()).toBe('2026-11-20T22:00:00.000Z'); // Saturday 9:00 am AEDT
    const [_id] = ids;
    await AvailabilityModel.updateOne({ _id }, { horizonDays: 7 });
    expect(await seedDemoAvailability()).toEqual([]);
    expect((await AvailabilityModel.findById(_id).lean())?.horizonDays).toBe(7);
  });
});

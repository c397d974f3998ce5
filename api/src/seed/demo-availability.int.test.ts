import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { findAccountByEmail } from '../services/identity/accounts/accounts';
import { AvailabilityModel } from '../services/availability/availability.model';
import { findNextAvailable } from '../services/availability/next-available';
import { seedDemoAccounts } from './demo-accounts';
import { DEMO_PSYCHOLOGIST_EMAIL, seedDemoAvailability } from './demo-availability';

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

describe('demo availability', () => {
  it('gives the demo psychologist bookable times, once, and leaves saved rules alone', async () => {
    await seedDemoAccounts();
    expect(await seedDemoAvailability()).toBe(true);
    const { _id } = (await findAccountByEmail(DEMO_PSYCHOLOGIST_EMAIL))!;
    const next = await findNextAvailable([_id], { now: new Date('2026-11-20T00:00:00Z') });
    expect(next.get(_id)?.toISOString()).toBe('2026-11-20T22:00:00.000Z'); // Saturday 9:00 am AEDT
    await AvailabilityModel.updateOne({ _id }, { horizonDays: 7 });
    expect(await seedDemoAvailability()).toBe(false);
    expect((await AvailabilityModel.findById(_id).lean())?.horizonDays).toBe(7);
  });
});

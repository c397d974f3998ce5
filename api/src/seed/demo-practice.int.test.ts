import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';
import { findAccountByEmail } from '../services/identity/accounts/accounts';
import { isValidAbn } from '../services/practice/business/abn';
import { PracticeDetailsModel } from '../services/practice/business/practice-details.model';
import { directorySnapshot, invalidateDirectory } from '../services/directory/listing/directory-cache';
import { DirectoryProfileModel } from '../services/directory/listing/directory-profile.model';
import { seedDemoAccounts } from './demo-accounts';
import { DEMO_WORLDS } from './demo-worlds';
import { DEMO_PSYCHOLOGIST_ABN, seedDemoPractice } from './demo-practice';
import { seedReferenceData } from './reference-data';

beforeAll(async () => {
  await connectTestDatabase(__filename);
  await seedReferenceData();
});
afterAll(disconnectTestDatabase);

describe('the demo psychologists’ practices', () => {
  it('are listed in the directory with a valid ABN, once; their own edits are left alone', async () => {
    expect(await seedDemoPractice()).toEqual({ listings: 0, businessDetails: 0 }); // no accounts yet
    await seedDemoAccounts();
    expect(await seedDemoPractice()).toEqual({ listings: 3, businessDetails: 3 });
    const [{ _id }, second, third] = await Promise.all(DEMO_WORLDS.map(async (world) => (await findAccountByEmail(world.psychologist))!));

    invalidateDirectory();
    const snapshot = await directorySnapshot();
    expect(snapshot.byId.get(_id)).toMatchObject({ firstName: 'Sam', lastName: 'Psychologist', listing: { slug: 'sam-psychologist', state: 'VIC', isHidden: false } });
    expect(snapshot.byId.get(second._id)).toMatchObject({ firstName: 'Kai', lastName: 'Psychologist', listing: { slug: 'kai-psychologist', state: 'VIC', isHidden: false } });
    expect(snapshot.byId.get(third._id)).toMatchObject({ firstName: 'Noa', lastName: 'Psychologist', listing: { slug: 'noa-psychologist', state: 'VIC', isHidden: false } });
    expect(isValidAbn(DEMO_PSYCHOLOGIST_ABN)).toBe(true);
    expect(await PracticeDetailsModel.findById(_id).lean()).toMatchObject({ abn: DEMO_PSYCHOLOGIST_ABN });

    await DirectoryProfileModel.updateOne({ _id }, { $set: { bio: 'Edited by Sam.' } });
    await PracticeDetailsModel.updateOne({ _id }, { $set: { abn: '83914571673' } });
    expect(await seedDemoPractice()).toEqual({ listings: 0, businessDetails: 0 });
    expect((await DirectoryProfileModel.findById(_id).lean())?.bio).toBe('Edited by Sam.');
    expect((await PracticeDetailsModel.findById(_id).lean())?.abn).toBe('83914571673');
  });
});

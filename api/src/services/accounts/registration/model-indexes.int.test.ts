import mongoose from 'mongoose';
import { connectTestDatabase, disconnectTestDatabase } from '../../../test-support/database';
import { createTestApp } from '../../../test-support/test-app';

// Importing the app registers every model (through the generated routes); connecting builds
// their declared indexes, model by model, as ensureIndexes does at start-up (autoIndex is off).
// These are the ones user management relies on.
createTestApp();

beforeAll(() => connectTestDatabase(__filename));
afterAll(disconnectTestDatabase);

const indexKeys = async (collection: string) =>
  (await mongoose.connection.db!.collection(collection).indexes()).map((index) => ({ key: index.key, unique: index.unique ?? false }));

describe('user-management, notification and content models', () => {
  it('are registered by the app', () => {
    expect(mongoose.modelNames()).toEqual(
      expect.arrayContaining([
        'OutboxMessage',
        'Registration',
        'CodeReservation',
        'PatientProfile',
        'PsychologistProfile',
        'GpProfile',
        'ClientReferrer',
        'PartialAccount',
        'Redirect',
      ]),
    );
  });

  it.each([
    ['outbox', { to: 1, createdAt: -1 }, false],
    ['registrations', { createdAt: 1 }, false],
    ['code_reservations', { ownerId: 1 }, false],
    ['client_referrers', { patientId: 1, createdAt: -1 }, false],
    ['partial_accounts', { email: 1 }, false],
    ['redirects', { path: 1 }, true],
  ])('%s has its index built', async (collection, key, unique) => {
    expect(await indexKeys(collection)).toContainEqual({ key, unique });
  });
});

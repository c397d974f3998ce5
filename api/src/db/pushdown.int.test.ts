import mongoose, { type Model } from 'mongoose';
import { AttemptSlotModel } from '../http/rate-limit/attempt-slot.model';
import { TaxonomyItemModel } from '../reference-data/taxonomy.model';
import { RedirectModel } from '../services/content/redirects/redirect.model';
import { AccountModel } from '../services/identity/accounts/account.model';
import { ProviderRecordModel } from '../services/identity/provider/provider-record.model';
import { OutboxMessageModel } from '../services/notifications/outbox-message.model';
import { CodeReservationModel } from '../security/one-time-codes/code-reservation.model';
import { ClientReferrerModel } from '../services/funding/client-referrers/client-referrer.model';
import { RegistrationModel } from '../services/accounts/registration/registration.model';
import { PatientProfileModel } from '../services/accounts/profiles/patient-profile.model';
import { connectTestDatabase, disconnectTestDatabase } from '../test-support/database';

/**
 * Every hot query's filter, as the services send it, asked of the database with `explain`.
 * FerretDB 1.x answers with `filterPushdown` (its own extension): true when at least part of
 * the filter became SQL; the rest (and any sort) is then done in Go on the rows that came back.
 * On PostgreSQL it pushes top-level equality (`field: value`, `$eq`, `$ne`) of strings,
 * numbers, booleans, dates and ObjectIds; not `$in`, `$gt`/`$lt`, `$or`, dotted paths or sort.
 * A `false` row records a known limit, so a FerretDB upgrade that lifts it shows up here.
 */
// Ids are strings (UUIDs) throughout the models.
const id = '3f2b8c1e-0a4d-4e8f-9b6a-1c2d3e4f5a6b';
const HOT_QUERIES: [string, boolean, () => Model<never>, Record<string, unknown>][] = [
  ['account by email (sign-in)', true, () => AccountModel as never, { email: 'a@b.test' }],
  ['account by id', true, () => AccountModel as never, { _id: id }],
  ['pending practitioners (approval list)', true, () => AccountModel as never, { userType: { $in: ['psychologist', 'gp'] }, isApproved: false }],
  ['identity record by key', true, () => ProviderRecordModel as never, { _id: 'Session:abc' }],
  ['identity record by uid', true, () => ProviderRecordModel as never, { kind: 'Interaction', uid: 'u1' }],
  ['identity record by user code', true, () => ProviderRecordModel as never, { kind: 'DeviceCode', userCode: 'X' }],
  ['grants of an account', true, () => ProviderRecordModel as never, { kind: 'Grant', accountId: 'acc' }],
  ['records of a grant', true, () => ProviderRecordModel as never, { grantId: 'g1' }],
  ['registration by id and type', true, () => RegistrationModel as never, { _id: id, userType: 'client' }],
  ['code tries of an owner', true, () => CodeReservationModel as never, { ownerId: 'o1', kind: 'try' }],
  ['client referrers of a patient', true, () => ClientReferrerModel as never, { patientId: id }],
  ['current referrer of a patient', true, () => ClientReferrerModel as never, { patientId: id, expiresAt: { $gt: new Date() } }],
  ['patient profile by id', true, () => PatientProfileModel as never, { _id: id }],
  ['outbox of one address', true, () => OutboxMessageModel as never, { to: 'a@b.test' }],
  ['limiter slots of one bucket (count before insert)', true, () => AttemptSlotModel as never, { bucket: 'sign-in-ip|127.0.0.1|0' }],
  ['taxonomy kind (cache refill)', true, () => TaxonomyItemModel as never, { kind: 'referrers' }],
  ['message page, bucketed shape (bench, messaging)', true, () => mongoose.model('PushdownMessage') as never, { conversationId: 'c1', bucket: 199 }],
  // Known limits, kept visible:
  ['redirect by path or its lower case ($in)', false, () => RedirectModel as never, { path: { $in: ['/FAQs', '/faqs'] } }],
  ['expired identity records ($lte)', false, () => ProviderRecordModel as never, { expiresAt: { $lte: new Date() } }],
  ['nested field (dotted path)', false, () => TaxonomyItemModel as never, { 'value.referrerName': 'hcf' }],
];

// The message shape the bench measures and the messaging issue should follow.
if (!mongoose.models.PushdownMessage) {
  mongoose.model(
    'PushdownMessage',
    new mongoose.Schema({ conversationId: String, bucket: Number, seq: Number, body: String }, { collection: 'pushdown_messages' }).index({ conversationId: 1, bucket: 1 }),
  );
}

let ferretDb = false;
const sqliteBackend = process.env.FERRETDB_HANDLER === 'sqlite';
beforeAll(async () => {
  await connectTestDatabase(__filename);
  const info = await mongoose.connection.db!.admin().command({ buildInfo: 1 });
  ferretDb = Boolean(info.ferretdbVersion);
  // Explain needs the collections to exist.
  for (const [, , model] of HOT_QUERIES) await model().createCollection().catch(() => undefined);
});
afterAll(disconnectTestDatabase);

test.each(HOT_QUERIES)('%s: filter pushed down = %s', async (_name, pushed, model, filter) => {
  const plan = (await model().collection.find(filter).limit(1).explain()) as Record<string, unknown>;
  if (ferretDb) {
    // FERRETDB_HANDLER=sqlite (the old backend) turns only a filter that is just `{_id: value}` into SQL.
    const onlyId = Object.keys(filter).length === 1 && typeof filter._id === 'string';
    const expected = sqliteBackend ? pushed && onlyId : pushed;
    expect(plan.filterPushdown).toBe(expected);
    expect(plan.sortPushdown).toBe(false);
  } else if (pushed) {
    // MongoDB: the same indexes serve these queries.
    expect(JSON.stringify(plan.queryPlanner)).toMatch(/IXSCAN|IDHACK|EXPRESS/);
  }
});

test('a find with sort and limit is never pushed down whole: sort and limit happen in FerretDB', async () => {
  if (!ferretDb) return;
  const plan = (await mongoose.model('PushdownMessage').collection.find({ conversationId: 'c1' }).sort({ seq: -1 }).limit(100).explain()) as Record<string, unknown>;
  expect(plan).toMatchObject({ filterPushdown: !sqliteBackend, sortPushdown: false, limitPushdown: false });
});

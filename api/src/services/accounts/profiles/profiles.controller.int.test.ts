import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { AccountModel } from '../../identity/accounts/account.model';
import { ClientReferrerModel } from '../../funding/client-referrers/client-referrer.model';
import { GpProfileModel } from './gp-profile.model';
import { createUserWithProfile, type NewUser } from './new-user';
import { PatientProfileModel } from './patient-profile.model';
import { AccountClosureModel } from './account-closure.model';
import { SessionModel, type SessionRecord } from '../../sessions/records/session.model';
import { PaymentCardModel } from '../../payments/cards/payment-card.model';
import { sessionRecord } from '../../../test-support/session-record';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

type Profiled = Exclude<NewUser, { userType: 'administrator' }>;
async function signedIn(user: Omit<Profiled, 'email' | 'passwordHash'> | { userType: 'administrator' }) {
  const email = `${user.userType}-${randomUUID()}@example.com`;
  const userId = await createUserWithProfile({ ...user, email, passwordHash: await testPasswordHash() } as NewUser);
  const { access_token } = await signIn(server.url, email, TEST_PASSWORD);
  return { userId, email, auth: `Bearer ${access_token}` };
}

const client = () =>
  signedIn({ userType: 'client', profile: { firstName: 'Alex', lastName: 'Client', postcode: '2000', referrerId: '0f6c981d-444f-4717-b310-af82facc589c', signupFields: { memberNumber: '12345678', memberNumberReference: '1' } } });
const psychologist = (isApproved = false) =>
  signedIn({ userType: 'psychologist', isApproved, profile: { firstName: 'Sam', lastName: 'Psych', providerNumber: '4024742F' } });
const gp = () =>
  signedIn({ userType: 'gp', isApproved: true, profile: { firstName: 'Jo', lastName: 'Doctor', providerNumber: '2547611Y', practiceName: 'Harbour Clinic' } });


describe('patient profile', () => {
  it('GET answers the signed-in profile with email and approval from the account', async () => {
    const me = await client();
    const { body } = await api().get('/api/users/profile/patient').set('authorization', me.auth).expect(200);
    expect(body).toEqual({
      userId: me.userId,
      email: me.email,
      firstName: 'Alex',
      lastName: 'Client',
      postcode: '2000',
      isApproved: true,
      userType: 'client',
      referrerId: '0f6c981d-444f-4717-b310-af82facc589c',
      signupFields: { memberNumber: '12345678', memberNumberReference: '1' },
    });
    expect(body).not.toHaveProperty('countryId'); // absent means Australia
  });

  it('answers 401 without a token and 403 for another user type', async () => {
    const response = await api().get('/api/users/profile/patient').expect(401);
    expect(response.body).toMatchObject({ status: 401, detail: 'Unauthorised' });
    const other = await psychologist(true);
    await api().get('/api/users/profile/patient').set('authorization', other.auth).expect(403);
    await api().put('/api/users/profile/patient').set('authorization', other.auth).send({ firstName: 'X', lastName: 'Y' }).expect(403);
    await api().delete('/api/users/profile/patient').set('authorization', other.auth).expect(403);
  });

  it('PUT replaces the editable fields; optional ones left out are removed', async () => {
    const me = await client();
    const updated = await api()
      .put('/api/users/profile/patient')
      .set('authorization', me.auth)
      .send({ firstName: ' Alexandra ', lastName: 'Client', phone: '0412 345 678', postcode: '6011', countryId: 'nzl' })
      .expect(200);
    expect(updated.body).toMatchObject({ firstName: 'Alexandra', phone: '0412 345 678', postcode: '6011', countryId: 'NZL', email: me.email });
    const cleared = await api().put('/api/users/profile/patient').set('authorization', me.auth).send({ firstName: 'Alexandra', lastName: 'Client' }).expect(200);
    expect(cleared.body).not.toHaveProperty('phone');
    expect(cleared.body).not.toHaveProperty('postcode');
    expect(cleared.body).not.toHaveProperty('countryId');
    expect(cleared.body.signupFields).toEqual({ memberNumber: '12345678', memberNumberReference: '1' });
  });

  it.each([
    ['a blank first name', { firstName: ' ', lastName: 'Client' }, 'firstName', 'Enter your first name.'],
    ['a 5-digit Australian postcode', { firstName: 'A', lastName: 'B', postcode: '20000' }, 'postcode', 'Enter a 4-digit Australian postcode.'],
    ['a 3-digit postcode with Australia named', { firstName: 'A', lastName: 'B', postcode: '200', countryId: 'AUS' }, 'postcode', 'Enter a 4-digit Australian postcode.'],
    ['an unknown country', { firstName: 'A', lastName: 'B', countryId: 'ATL' }, 'countryId', "Unknown country 'ATL'. Choose a country from the list."],
  ])('PUT refuses %s with 422 and changes nothing', async (_name, body, field, message) => {
    const me = await client();
    const before = await PatientProfileModel.findById(me.userId).lean();
    const response = await api().put('/api/users/profile/patient').set('authorization', me.auth).send(body).expect(422);
    expect(response.body.fields).toEqual({ [field]: message });
    expect(await PatientProfileModel.findById(me.userId).lean()).toEqual(before);
  });

  it('PUT does not accept email or isApproved', async () => {
    const me = await client();
    for (const extra of [{ email: 'new@example.com' }, { isApproved: false }]) {
      const response = await api().put('/api/users/profile/patient').set('authorization', me.auth).send({ firstName: 'A', lastName: 'B', ...extra }).expect(422);
      expect(response.body.detail).toContain(Object.keys(extra)[0]);
    }
    expect(await AccountModel.findById(me.userId).lean()).toMatchObject({ email: me.email, isApproved: true });
  });

});

describe('psychologist profile', () => {
  it('an unapproved psychologist reads their own profile and sees isApproved false', async () => {
    const me = await psychologist(false);
    const { body } = await api().get('/api/users/profile/psychologist').set('authorization', me.auth).expect(200);
    expect(body).toEqual({ userId: me.userId, email: me.email, firstName: 'Sam', lastName: 'Psych', isApproved: false, userType: 'psychologist', providerNumber: '4024742F' });
  });

  it('PUT updates the editable fields only', async () => {
    const me = await psychologist(true);
    const { body } = await api().put('/api/users/profile/psychologist').set('authorization', me.auth).send({ firstName: 'Samantha', lastName: 'Psych', postcode: '3000' }).expect(200);
    expect(body).toMatchObject({ firstName: 'Samantha', postcode: '3000', providerNumber: '4024742F', isApproved: true });
    await api().put('/api/users/profile/psychologist').set('authorization', me.auth).send({ firstName: 'S', lastName: 'P', providerNumber: '2547611Y' }).expect(422);
  });

  it('is closed to clients and GPs', async () => {
    await api().get('/api/users/profile/psychologist').set('authorization', (await client()).auth).expect(403);
    await api().get('/api/users/profile/psychologist').set('authorization', (await gp()).auth).expect(403);
    await api().get('/api/users/profile/psychologist').expect(401);
  });
});

describe('GP profile', () => {
  it('GET answers provider number and practice name; PUT may change the practice name', async () => {
    const me = await gp();
    const { body } = await api().get('/api/users/profile/gp').set('authorization', me.auth).expect(200);
    expect(body).toEqual({ userId: me.userId, email: me.email, firstName: 'Jo', lastName: 'Doctor', isApproved: true, userType: 'gp', providerNumber: '2547611Y', practiceName: 'Harbour Clinic', otherLocations: [] });

    const renamed = await api().put('/api/users/profile/gp').set('authorization', me.auth).send({ firstName: 'Jo', lastName: 'Doctor', practiceName: 'Bay Clinic' }).expect(200);
    expect(renamed.body.practiceName).toBe('Bay Clinic');
    const removed = await api().put('/api/users/profile/gp').set('authorization', me.auth).send({ firstName: 'Jo', lastName: 'Doctor' }).expect(200);
    expect(removed.body).not.toHaveProperty('practiceName');
    expect(removed.body.providerNumber).toBe('2547611Y');
  });

  it('PUT names every failing field at once and writes nothing', async () => {
    const me = await gp();
    const before = await GpProfileModel.findById(me.userId).lean();
    const response = await api().put('/api/users/profile/gp').set('authorization', me.auth).send({ firstName: '', lastName: 'D', practiceName: 'x'.repeat(201) }).expect(422);
    expect(Object.keys(response.body.fields).sort()).toEqual(['firstName', 'practiceName']);
    expect(await GpProfileModel.findById(me.userId).lean()).toEqual(before);
  });

  it('PUT changes the provider number for a new practice location; a wrong check character is named and nothing is written', async () => {
    const me = await gp();
    const before = await GpProfileModel.findById(me.userId).lean();
    const bad = await api().put('/api/users/profile/gp').set('authorization', me.auth).send({ firstName: 'Jo', lastName: 'Doctor', practiceName: 'Bay Clinic', providerNumber: '2547611X' }).expect(422);
    expect(bad.body.fields).toEqual({ providerNumber: 'That is not a valid Medicare provider number. Check the 8 characters, e.g. 4024742F.' });
    expect(await GpProfileModel.findById(me.userId).lean()).toEqual(before);
    const moved = await api().put('/api/users/profile/gp').set('authorization', me.auth).send({ firstName: 'Jo', lastName: 'Doctor', practiceName: 'Bay Clinic', providerNumber: ' 402474 2f ' }).expect(200);
    expect(moved.body).toMatchObject({ providerNumber: '4024742F', practiceName: 'Bay Clinic' });
    expect((await GpProfileModel.findById(me.userId).lean())?.providerNumber).toBe('4024742F');
  });

  it('PUT lists other practice locations, each with its own checked provider number; a wrong row is named and nothing is written', async () => {
    const me = await gp();
    const base = { firstName: 'Jo', lastName: 'Doctor', practiceName: 'Harbour Clinic' };
    const before = await GpProfileModel.findById(me.userId).lean();
    const bad = await api()
      .put('/api/users/profile/gp')
      .set('authorization', me.auth)
      .send({ ...base, otherLocations: [{ practiceName: 'Bay Clinic', providerNumber: '2547612J' }, { practiceName: 'Hill Surgery', providerNumber: '254761AB' }, { practiceName: 'Again', providerNumber: '2547611Y' }] })
      .expect(422);
    expect(bad.body.fields).toEqual({
      'otherLocations.1.providerNumber': 'That is not a valid Medicare provider number. Check the 8 characters, e.g. 4024742F.',
      'otherLocations.2.providerNumber': 'This provider number is already listed for another of your locations.',
    });
    expect(await GpProfileModel.findById(me.userId).lean()).toEqual(before);

    const two = [{ practiceName: 'Bay Clinic', providerNumber: '2547612J' }, { practiceName: 'Hill Surgery', providerNumber: '254761AA' }];
    const saved = await api().put('/api/users/profile/gp').set('authorization', me.auth).send({ ...base, otherLocations: [{ ...two[0], providerNumber: '254761 2j' }, two[1]] }).expect(200);
    expect(saved.body.otherLocations).toEqual(two);
    // Left out: kept. An empty list: removed.
    expect((await api().put('/api/users/profile/gp').set('authorization', me.auth).send(base).expect(200)).body.otherLocations).toEqual(two);
    // A new main number that is already another location's is refused, and nothing changes.
    const clash = await api().put('/api/users/profile/gp').set('authorization', me.auth).send({ ...base, providerNumber: '254761AA' }).expect(422);
    expect(clash.body.fields).toEqual({ providerNumber: 'This provider number is already listed for another of your locations.' });
    expect((await GpProfileModel.findById(me.userId).lean())?.providerNumber).toBe('2547611Y');
    expect((await api().put('/api/users/profile/gp').set('authorization', me.auth).send({ ...base, otherLocations: [] }).expect(200)).body.otherLocations).toEqual([]);
  });

  it('is closed to other user types', async () => {
    await api().get('/api/users/profile/gp').set('authorization', (await psychologist(true)).auth).expect(403);
  });
});

const DAY = 86_400_000;
function sessionOf(patientId: string, psychologistId: string, startsAt: Date, status: SessionRecord['sessionStatus'], paymentStatus: SessionRecord['paymentStatus'] = 'NotDue'): SessionRecord {
  return sessionRecord(patientId, psychologistId, startsAt, { sessionStatus: status, paymentStatus });
}

const fullProfile = {
  firstName: 'Alex',
  lastName: 'Client',
  phone: '0412 345 678',
  postcode: '2000',
  dateOfBirth: '1990-04-23',
  nextOfKin: { name: 'Jamie Client', nextOfKinId: 1, phone: '0400 111 222' },
  atsisOptionId: 1,
  languageId: 1,
  timezoneId: 'Australia/Perth',
};

describe('patient profile: client details', () => {
  it('PUT stores date of birth, next of kin, ATSIS, language and time zone; GET answers them; leaving them out removes them', async () => {
    const me = await client();
    const { body } = await api().put('/api/users/profile/patient').set('authorization', me.auth).send(fullProfile).expect(200);
    expect(body).toMatchObject(fullProfile);
    const read = await api().get('/api/users/profile/patient').set('authorization', me.auth).expect(200);
    expect(read.body).toMatchObject(fullProfile);
    const cleared = await api().put('/api/users/profile/patient').set('authorization', me.auth).send({ firstName: 'Alex', lastName: 'Client' }).expect(200);
    for (const field of ['dateOfBirth', 'nextOfKin', 'atsisOptionId', 'languageId', 'timezoneId']) expect(cleared.body).not.toHaveProperty(field);
  });

  it.each([
    ['a date of birth that is no date', { dateOfBirth: '1990-02-31' }, 'dateOfBirth', 'Enter your date of birth as a real date, e.g. 1990-04-23.'],
    ['a client younger than 12', { dateOfBirth: new Date(Date.now() - 5 * 365 * DAY).toISOString().slice(0, 10) }, 'dateOfBirth', 'Clients must be at least 12 years old.'],
    ['a 15-year-old without a next of kin', { dateOfBirth: new Date(Date.now() - 15.5 * 365 * DAY).toISOString().slice(0, 10), nextOfKin: undefined }, 'nextOfKin', 'Clients under 18 must give a parent or guardian as next of kin.'],
    ['an unknown time zone', { timezoneId: 'Mars/Olympus' }, 'timezoneId', "Unknown time zone 'Mars/Olympus'. Choose one from the list."],
    ['an unknown ATSIS answer', { atsisOptionId: 99 }, 'atsisOptionId', 'Choose an answer from the list.'],
    ['an unknown language', { languageId: 9999 }, 'languageId', 'Choose a language from the list.'],
    ['a next of kin without a phone', { nextOfKin: { name: 'Jamie', nextOfKinId: 1, phone: '' } }, 'nextOfKin.phone', "Enter your next of kin's phone number, e.g. 0412 345 678."],
  ])('PUT refuses %s with 422 naming the field and writes nothing', async (_name, change, field, message) => {
    const me = await client();
    await api().put('/api/users/profile/patient').set('authorization', me.auth).send(fullProfile).expect(200);
    const before = await PatientProfileModel.findById(me.userId).lean();
    const response = await api().put('/api/users/profile/patient').set('authorization', me.auth).send({ ...fullProfile, ...change }).expect(422);
    expect(response.body.fields).toMatchObject({ [field]: message });
    expect(await PatientProfileModel.findById(me.userId).lean()).toEqual(before);
  });

  it('names every failing field in one answer', async () => {
    const me = await client();
    const response = await api().put('/api/users/profile/patient').set('authorization', me.auth).send({ ...fullProfile, firstName: '', postcode: '1', languageId: 9999 }).expect(422);
    expect(Object.keys(response.body.fields).sort()).toEqual(['firstName', 'languageId', 'postcode']);
  });

  it('is closed to anonymous callers, psychologists and GPs, and another client only ever reaches their own profile', async () => {
    await api().put('/api/users/profile/patient').send(fullProfile).expect(401);
    for (const other of [await psychologist(true), await gp()]) {
      await api().put('/api/users/profile/patient').set('authorization', other.auth).send(fullProfile).expect(403);
    }
    const me = await client();
    const someoneElse = await client();
    await api().put('/api/users/profile/patient').set('authorization', someoneElse.auth).send({ ...fullProfile, firstName: 'Mallory' }).expect(200);
    const mine = await api().get('/api/users/profile/patient').set('authorization', me.auth).expect(200);
    expect(mine.body.firstName).toBe('Alex');
    expect(mine.body).not.toHaveProperty('dateOfBirth');
  });
});

describe('patient preferences (settings)', () => {
  it('answers the defaults, then what the client chose', async () => {
    const me = await client();
    const first = await api().get('/api/users/profile/patient/preferences').set('authorization', me.auth).expect(200);
    expect(first.body).toEqual({ notificationPreferences: { sessionReminders: true, messageNotifications: true, newsAndUpdates: false } });
    const notificationPreferences = { sessionReminders: false, messageNotifications: true, newsAndUpdates: true };
    const saved = await api().put('/api/users/profile/patient/preferences').set('authorization', me.auth).send({ timezoneId: 'Australia/Adelaide', notificationPreferences }).expect(200);
    expect(saved.body).toEqual({ timezoneId: 'Australia/Adelaide', notificationPreferences });
    const profile = await api().get('/api/users/profile/patient').set('authorization', me.auth).expect(200);
    expect(profile.body.timezoneId).toBe('Australia/Adelaide');
  });

  it('refuses an unknown zone with 422 and changes nothing', async () => {
    const me = await client();
    const before = await PatientProfileModel.findById(me.userId).lean();
    const { body } = await api().put('/api/users/profile/patient/preferences').set('authorization', me.auth).send({ timezoneId: 'Europe/Atlantis' }).expect(422);
    expect(body.fields).toEqual({ timezoneId: "Unknown time zone 'Europe/Atlantis'. Choose one from the list." });
    expect(await PatientProfileModel.findById(me.userId).lean()).toEqual(before);
  });

  it('access: anonymous 401, psychologist and GP 403', async () => {
    await api().get('/api/users/profile/patient/preferences').expect(401);
    await api().put('/api/users/profile/patient/preferences').send({ timezoneId: 'Australia/Perth' }).expect(401);
    for (const other of [await psychologist(true), await gp()]) {
      await api().get('/api/users/profile/patient/preferences').set('authorization', other.auth).expect(403);
      await api().put('/api/users/profile/patient/preferences').set('authorization', other.auth).send({ timezoneId: 'Australia/Perth' }).expect(403);
    }
  });
});

describe('closing a client account', () => {
  it('records the request, ends sign-in, removes contact data and cards, and keeps the clinical records', async () => {
    const me = await client();
    const psych = await psychologist(true);
    await api().put('/api/users/profile/patient').set('authorization', me.auth).send(fullProfile).expect(200);
    const past = sessionOf(me.userId, psych.userId, new Date(Date.now() - 30 * DAY), 'Completed', 'Paid');
    await SessionModel.create(past);
    await PaymentCardModel.create({ _id: randomUUID(), patientId: me.userId, stripePaymentMethodId: 'pm_card_visa', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030, createdAt: new Date() });
    await ClientReferrerModel.create({ _id: randomUUID(), patientId: me.userId, referrerId: 'r', referrerName: 'hcf', createdAt: new Date(), expiresAt: new Date() });

    const { body } = await api().post('/api/users/profile/patient/close').set('authorization', me.auth).send({ confirmEmail: me.email.toUpperCase(), reason: 'Moving overseas' }).expect(200);
    const sevenYearsOn = new Date(past.startsAt);
    sevenYearsOn.setUTCFullYear(sevenYearsOn.getUTCFullYear() + 7);
    expect(body.clinicalRecordsRetainedUntil.slice(0, 7)).toBe(sevenYearsOn.toISOString().slice(0, 7));
    expect(body.retainedRecordsVisibleTo).toMatch(/psychologists keep access/);

    expect(await AccountClosureModel.findById(me.userId).lean()).toMatchObject({ reason: 'Moving overseas', retainClinicalRecordsUntil: body.clinicalRecordsRetainedUntil });
    const account = await AccountModel.findById(me.userId).lean();
    expect(account!.email).not.toBe(me.email);
    await api().get('/api/users/profile/patient').set('authorization', me.auth).expect(401);
    await expect(signIn(server.url, me.email, TEST_PASSWORD)).rejects.toThrow();

    const profile = await PatientProfileModel.findById(me.userId).lean();
    expect(profile).toMatchObject({ firstName: 'Alex', lastName: 'Client', dateOfBirth: '1990-04-23' });
    for (const gone of ['phone', 'postcode', 'nextOfKin', 'signupFields', 'referrerId']) expect(profile).not.toHaveProperty(gone);
    expect(await ClientReferrerModel.countDocuments({ patientId: me.userId })).toBe(0);
    expect((await PaymentCardModel.find({ patientId: me.userId }).lean()).every((c) => c.deletedAt)).toBe(true);
    expect(await SessionModel.findById(past._id).lean()).toMatchObject({ sessionStatus: 'Completed', patientId: me.userId });
  });

  it('refuses while a session is still to come (409) and a wrong confirmation (422), writing nothing', async () => {
    const me = await client();
    const psych = await psychologist(true);
    const wrong = await api().post('/api/users/profile/patient/close').set('authorization', me.auth).send({ confirmEmail: 'someone@else.com' }).expect(422);
    expect(wrong.body.fields).toEqual({ confirmEmail: 'Type the email address of your account to confirm.' });
    await SessionModel.create(sessionOf(me.userId, psych.userId, new Date(Date.now() + 3 * DAY), 'Pending'));
    const pending = await api().post('/api/users/profile/patient/close').set('authorization', me.auth).send({ confirmEmail: me.email }).expect(409);
    expect(pending.body.detail).toBe('You have sessions still to come. Cancel or attend them before closing your account.');
    expect(await AccountClosureModel.exists({ _id: me.userId })).toBeNull();
    expect(await AccountModel.findById(me.userId).lean()).toMatchObject({ email: me.email });
    await api().get('/api/users/profile/patient').set('authorization', me.auth).expect(200);
  });

  it('two requests at once record one closure', async () => {
    const me = await client();
    const answers = await Promise.all([1, 2].map(() => api().post('/api/users/profile/patient/close').set('authorization', me.auth).send({ confirmEmail: me.email })));
    expect(answers.map((a) => a.status)).toContain(200);
    expect(await AccountClosureModel.countDocuments({ _id: me.userId })).toBe(1);
  });

  it('DELETE (the spec call) closes the same way; the same token then gets 401', async () => {
    const me = await client();
    await api().delete('/api/users/profile/patient').set('authorization', me.auth).expect(204);
    expect(await AccountClosureModel.exists({ _id: me.userId })).not.toBeNull();
    expect(await PatientProfileModel.findById(me.userId).lean()).toMatchObject({ closedAt: expect.any(Date) });
    await api().get('/api/users/profile/patient').set('authorization', me.auth).expect(401);
  });

  it('access: anonymous 401; psychologists and GPs 403, and nothing closes', async () => {
    await api().post('/api/users/profile/patient/close').send({ confirmEmail: 'x@y.z' }).expect(401);
    for (const other of [await psychologist(true), await gp()]) {
      await api().post('/api/users/profile/patient/close').set('authorization', other.auth).send({ confirmEmail: other.email }).expect(403);
      expect(await AccountClosureModel.exists({ _id: other.userId })).toBeNull();
    }
  });
});

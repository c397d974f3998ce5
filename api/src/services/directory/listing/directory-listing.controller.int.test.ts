import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useServerWithDatabase } from '../../../test-support/server-with-database';
import { signIn, TEST_PASSWORD, testPasswordHash } from '../../../test-support/sign-in';
import { createUserWithProfile, type NewUser } from '../../accounts/profiles/new-user';
import { DirectoryEventModel } from './directory-event.model';
import { DirectoryProfileModel } from './directory-profile.model';
import type { SaveDirectoryListingRequest } from './directory-listing.controller';
import { TRACK_EVENTS_PER_MINUTE } from './track-event';

const server = useServerWithDatabase(__filename, { seed: true });
const api = () => request(server.url);

type Kind = 'client' | 'psychologist' | 'gp' | 'administrator';
async function person(userType: Kind, firstName = 'Test', lastName = `Person${randomUUID().slice(0, 6)}`, isApproved = true) {
  const email = `${userType}-${randomUUID()}@example.com`;
  const profile = userType === 'gp' ? { firstName, lastName, providerNumber: '2547611Y' } : { firstName, lastName };
  const userId = await createUserWithProfile({ userType, email, passwordHash: await testPasswordHash(), isApproved, ...(userType !== 'administrator' && { profile }) } as NewUser);
  const { access_token } = await signIn(server.url, email, TEST_PASSWORD);
  return { userId, auth: `Bearer ${access_token}` };
}

const listing = (more: Partial<SaveDirectoryListingRequest> = {}): SaveDirectoryListingRequest => ({
  psychologistType: 'Clinical psychologist',
  ahpraNumber: 'PSY0001234567',
  bio: 'I help people with worry and low mood.',
  qualifications: ['Master of Clinical Psychology'],
  specialisationIds: [1, 2],
  treatmentModalityIds: [1],
  languageIds: [1, 2],
  therapyTypeIds: [1],
  fundingAccepted: ['Medicare'],
  partnerReferrerIds: ['hcf'],
  fees: [{ durationMinutes: 50, feeCents: 19500 }],
  timeZone: 'Australia/Adelaide',
  state: 'SA',
  gender: 'Female',
  messagingEnabled: true,
  isHidden: false,
  ...more,
});

describe('a psychologist’s own directory listing', () => {
  it('is created with a slug from their name and the words it is found by, then updated in place', async () => {
    const psych = await person('psychologist', 'Mia', 'Chen');
    await api().get('/api/users/profile/psychologist/directory').set('authorization', psych.auth).expect(404);
    const { body } = await api().put('/api/users/profile/psychologist/directory').set('authorization', psych.auth).send(listing({ providerNumber: '4024742F' })).expect(200);
    expect(body).toMatchObject({ psychologistId: psych.userId, slug: 'mia-chen', isApproved: true, partnerReferrerIds: ['0f6c981d-444f-4717-b310-af82facc589c'], fees: [{ durationMinutes: 50, feeCents: 19500 }] });
    const stored = await DirectoryProfileModel.findById(psych.userId).lean();
    expect(stored?.searchTokens).toEqual(expect.arrayContaining(['mia', 'chen', 'anxiety', 'depression', 'mandarin', 'clinical', 'south', 'australia']));

    const updated = await api().put('/api/users/profile/psychologist/directory').set('authorization', psych.auth).send(listing({ gender: undefined, bio: 'New bio.' })).expect(200);
    expect(updated.body).toMatchObject({ slug: 'mia-chen', bio: 'New bio.' });
    expect(updated.body.gender).toBeUndefined();
    const read = await api().get('/api/users/profile/psychologist/directory').set('authorization', psych.auth).expect(200);
    expect(read.body).toEqual(updated.body);
  });

  it('gives namesakes distinct slugs, even when they save at the same moment, and never a city page’s', async () => {
    const people = await Promise.all([1, 2, 3].map(() => person('psychologist', 'Sam', 'Lee')));
    const answers = await Promise.all(people.map((p) => api().put('/api/users/profile/psychologist/directory').set('authorization', p.auth).send(listing())));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.slug).sort()).toEqual(['sam-lee', 'sam-lee-2', 'sam-lee-3']);

    const goldCoast = await person('psychologist', 'Gold', 'Coast');
    const city = await api().put('/api/users/profile/psychologist/directory').set('authorization', goldCoast.auth).send(listing()).expect(200);
    expect(city.body.slug).toBe('gold-coast-2');
  });

  it.each<[string, Partial<SaveDirectoryListingRequest>, string]>([
    ['an unknown specialisation id', { specialisationIds: [1, 9999] }, 'specialisationIds'],
    ['a malformed AHPRA number', { ahpraNumber: 'PSY123' }, 'ahpraNumber'],
    ['a provider number that fails the check', { providerNumber: '4024742A' }, 'providerNumber'],
    ['a fee in fractions of a cent', { fees: [{ durationMinutes: 50, feeCents: 195.5 }] }, 'fees'],
    ['a session length we do not offer', { fees: [{ durationMinutes: 45, feeCents: 19500 }] }, 'fees'],
    ['a zone outside Australia and New Zealand', { timeZone: 'Europe/London' }, 'timeZone'],
    ['an unknown partner', { partnerReferrerIds: ['nobody'] }, 'partnerReferrerIds'],
    ['no language', { languageIds: [] }, 'languageIds'],
  ])('refuses %s with 422 naming the field, and writes nothing', async (_name, change, field) => {
    const psych = await person('psychologist');
    const { body } = await api().put('/api/users/profile/psychologist/directory').set('authorization', psych.auth).send(listing(change)).expect(422);
    expect(body.fields).toHaveProperty(field);
    expect(await DirectoryProfileModel.exists({ _id: psych.userId })).toBeNull();
  });

  it.each<[Kind | 'anonymous', number]>([
    ['anonymous', 401],
    ['client', 403],
    ['gp', 403],
    ['administrator', 403],
  ])('is refused to %s (%i), who writes nothing', async (kind, status) => {
    const before = await DirectoryProfileModel.countDocuments();
    const auth = kind === 'anonymous' ? undefined : (await person(kind)).auth;
    const put = api().put('/api/users/profile/psychologist/directory').send(listing());
    const get = api().get('/api/users/profile/psychologist/directory');
    await (auth ? put.set('authorization', auth) : put).expect(status);
    await (auth ? get.set('authorization', auth) : get).expect(status);
    expect(await DirectoryProfileModel.countDocuments()).toBe(before);
  });

  it('is only ever the caller’s own: another psychologist reads and writes theirs, not this one', async () => {
    const owner = await person('psychologist', 'Own', 'Er');
    const other = await person('psychologist', 'Oth', 'Er');
    await api().put('/api/users/profile/psychologist/directory').set('authorization', owner.auth).send(listing({ bio: 'Mine.' })).expect(200);
    await api().get('/api/users/profile/psychologist/directory').set('authorization', other.auth).expect(404);
    await api().put('/api/users/profile/psychologist/directory').set('authorization', other.auth).send(listing({ bio: 'Theirs.' })).expect(200);
    expect((await DirectoryProfileModel.findById(owner.userId).lean())?.bio).toBe('Mine.');
  });
});

describe('a psychologist awaiting approval prepares their listing', () => {
  const inDirectory = async (name: string) => {
    const { body } = await api().post('/api/users/psychologists/list').send({ q: name, pageSize: 50 }).expect(200);
    return (body.psychologists as { lastName: string }[]).some((p) => p.lastName === name);
  };

  it('saves and reads it, but it is public only once an administrator approves the account', async () => {
    const lastName = `Pending${randomUUID().slice(0, 6)}`;
    const pending = await person('psychologist', 'Pia', lastName, false);
    const saved = await api().put('/api/users/profile/psychologist/directory').set('authorization', pending.auth).send(listing({ bio: 'Ready when approved.' })).expect(200);
    expect(saved.body).toMatchObject({ isApproved: false, isHidden: false, bio: 'Ready when approved.' });
    await api().get('/api/users/profile/psychologist/directory').set('authorization', pending.auth).expect(200);
    expect(await inDirectory(lastName)).toBe(false);
    await api().get(`/api/users/psychologists/bio?slug=${saved.body.slug}`).expect(404);

    const admin = await person('administrator');
    await api().post(`/api/users/admin/practitioners/${pending.userId}/approve`).set('authorization', admin.auth).expect((res) => expect(res.status).toBeLessThan(300));
    expect(await inDirectory(lastName)).toBe(true);
    const bio = await api().get(`/api/users/psychologists/bio?slug=${saved.body.slug}`).expect(200);
    expect(bio.body).toMatchObject({ firstName: 'Pia', lastName, bio: 'Ready when approved.' });
  });
});

describe('POST /users/users/track-event', () => {
  it('stores ids only, for anyone', async () => {
    await api().post('/api/users/users/track-event').send({ kind: 'match-tool-specialisation', specialisationIds: [1, 4], referrerId: 'nib' }).expect(204);
    const stored = await DirectoryEventModel.findOne({ kind: 'match-tool-specialisation' }).lean();
    expect(stored).toMatchObject({ specialisationIds: [1, 4], referrerId: '9545e9be-3edb-4bcc-bd52-ab560be8a82b' });
    expect(Object.keys(stored!).sort()).toEqual(['_id', 'at', 'kind', 'psychologistIds', 'referrerId', 'specialisationIds']);
  });

  it.each<[string, object, string]>([
    ['an unknown specialisation', { kind: 'match-tool-result', specialisationIds: [424242] }, 'specialisationIds'],
    ['an unknown kind', { kind: 'page-view' }, 'kind'],
    ['free text where ids go', { kind: 'booking-intent', psychologistIds: ['Mia Chen <mia@example.com>'] }, 'psychologistIds'],
    ['an extra field (an email, say)', { kind: 'booking-intent', email: 'someone@example.com' }, 'email'],
  ])('refuses %s with 422 naming the field, and stores nothing', async (_name, body, field) => {
    const before = await DirectoryEventModel.countDocuments();
    const answer = await api().post('/api/users/users/track-event').send(body).expect(422);
    expect(JSON.stringify(answer.body.fields)).toContain(field);
    expect(await DirectoryEventModel.countDocuments()).toBe(before);
  });

  it(`takes at most ${TRACK_EVENTS_PER_MINUTE} a minute from one address`, async () => {
    const from = { 'x-forwarded-for': '203.0.113.9' };
    const answers = await Promise.all(Array.from({ length: TRACK_EVENTS_PER_MINUTE + 5 }, () => api().post('/api/users/users/track-event').set(from).send({ kind: 'booking-intent', psychologistIds: ['abc'] })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(TRACK_EVENTS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});
